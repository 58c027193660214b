import { describe, expect, it } from 'vitest';
import { accessOf, LOGIN_TYPE } from '../../src/session';

const state = (userType: string, loginType: number, extra: { roles?: string[]; permission?: Record<string, boolean> } = {}) => ({
  userInfo: { userType },
  loginType,
  roles: extra.roles ?? [],
  permission: extra.permission ?? {},
});

describe('the access object', () => {
  it('names the kind of user from the user type and the login type', () => {
    expect(accessOf(state('admin', LOGIN_TYPE.centre))).toMatchObject({ kind: 'admin', platformAdmin: true, bank: false, supplier: false });
    expect(accessOf(state('school', LOGIN_TYPE.bank))).toMatchObject({ kind: 'bank', bank: true, platformAdmin: false });
    expect(accessOf(state('jiWei', LOGIN_TYPE.centre)).kind).toBe('supervisor');
    expect(accessOf(state('supplier', LOGIN_TYPE.dish))).toMatchObject({ kind: 'supplier', supplier: true });
    expect(accessOf(state('canteen', LOGIN_TYPE.canteen)).kind).toBe('unit');
    expect(accessOf({ userInfo: null, loginType: 0, roles: [], permission: {} })).toMatchObject({ kind: 'unit', userType: '', supplier: false });
  });

  it('opens a route unless its user type is hidden or its roles leave the user out', () => {
    const supplier = accessOf(state('supplier', LOGIN_TYPE.dish, { roles: ['supplier'] }));
    const school = accessOf(state('school', LOGIN_TYPE.school, { roles: ['school'] }));
    expect(supplier.canOpen({ hideFor: ['supplier'] })).toBe(false);
    expect(school.canOpen({ hideFor: ['supplier'] })).toBe(true);
    expect(school.canOpen({ roles: ['administrator', 'education'] })).toBe(false);
    expect(school.canOpen({ roles: ['school'] })).toBe(true);
    expect(school.canOpen(undefined)).toBe(true);
  });

  it('holds exactly the button codes of the permission map', () => {
    const access = accessOf(state('school', LOGIN_TYPE.school, { permission: { user_add: true } }));
    expect(access.can('user_add')).toBe(true);
    expect(access.can('user_delete')).toBe(false);
  });
});
