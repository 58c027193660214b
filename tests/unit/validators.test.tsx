import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../src/lib/i18n';
import { safeRedirect } from '../../src/lib/safe-redirect';
import { validateLockPassword, validateNewPassword, validatePhone, validateRequiredPassword } from '../../src/lib/validators';

const zh = (key: string | undefined) => (key ? i18n.t(`validation:${key}`, { lng: 'zh-CN' }) : undefined);

beforeAll(() => {
  initI18n('zh-CN');
});

describe('phone rule of sign-in and related forms', () => {
  it.each([
    ['', '手机号码不能为空'],
    ['12345678901', '请输入正确的手机号码'],
    ['1234567890', '请输入正确的手机号码'],
    ['23800000001', '请输入正确的手机号码'],
    ['1380000000a', '请输入正确的手机号码'],
    ['138000000011', '请输入正确的手机号码'],
    ['13800000001', undefined],
    ['19912345678', undefined],
  ])('%j → %s', (value, message) => {
    expect(zh(validatePhone(value))).toBe(message);
  });
});

describe('password rules', () => {
  it.each([
    ['', '请输入密码'],
    ['abcDE', '密码至少包含大写字母，小写字母，数字，6-8位'],
    ['abcdef1', '密码至少包含大写字母，小写字母，数字，6-8位'],
    ['ABCDEF1', '密码至少包含大写字母，小写字母，数字，6-8位'],
    ['Abcdefg', '密码至少包含大写字母，小写字母，数字，6-8位'],
    ['Abcdefg12', '密码至少包含大写字母，小写字母，数字，6-8位'],
    ['Abc123', undefined],
    ['Demo1234', undefined],
  ])('new password %j → %s', (value, message) => {
    expect(zh(validateNewPassword(value))).toBe(message);
  });

  it('sign-in only requires a password and never caps its length', () => {
    expect(zh(validateRequiredPassword(''))).toBe('请输入密码');
    expect(validateRequiredPassword('a-very-long-existing-password-1')).toBeUndefined();
  });

  it('lock password is required', () => {
    expect(zh(validateLockPassword(''))).toBe('锁屏密码不能为空');
    expect(validateLockPassword('x')).toBeUndefined();
  });
});

describe('redirect after sign-in', () => {
  it.each([
    ['/wel/dashboard?a=1', '/wel/dashboard?a=1'],
    ['//evil.example/x', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['/login', undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});
