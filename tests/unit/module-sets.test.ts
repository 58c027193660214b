// The module sets have one source (contract/module-sets.ts): the console shows a kind's set and the seed grants
// each role within the set of its users' kind, so no seeded grant is one the console would hide.
import { describe, expect, it } from 'vitest';
import { MODULE_SETS } from '../../contract/module-sets.ts';
import { roleTopMenus, topMenus } from '../../server/seed/menus.ts';
import { DEMO_USERS } from '../../server/seed/org.ts';
import { userKind } from '../../src/session/access';
import { moduleCodes } from '../../src/shell/menus/menu-model';

describe('module sets', () => {
  it('the console filters with the shared sets', () => {
    expect(moduleCodes('bank')).toBe(MODULE_SETS.bank);
    expect(moduleCodes('unit')).toBe(MODULE_SETS.unit);
    expect(moduleCodes('admin')).toBeUndefined();
  });

  it('every set names top menus that exist', () => {
    const codes = new Set(topMenus.map((topMenu) => topMenu.code));
    for (const set of Object.values(MODULE_SETS)) expect(set.filter((code) => !codes.has(code))).toEqual([]);
  });

  it.each(DEMO_USERS.map((user) => [user.account, user] as const))('%s is granted nothing its kind would hide', (_account, user) => {
    const allowed = moduleCodes(userKind(user.userType, user.loginType));
    const granted = roleTopMenus[user.role] ?? [];
    expect(granted.length).toBeGreaterThan(0);
    if (allowed) expect(granted.filter((code) => !allowed.includes(code))).toEqual([]);
  });
});
