// The exact bodies and field sets of the auth contract (design/CONTRACT.md), shared by the API tests.
import { call, type Answer } from '../client.ts';

/** Every field of a successful /oauth/token answer (sign-in and refresh), sorted. */
export const TOKEN_FIELDS = [
  'access_token',
  'account',
  'avatar',
  'dept_id',
  'expires_in',
  'login_type',
  'nick_name',
  'real_name',
  'refresh_token',
  'role_id',
  'role_name',
  'school_name',
  'tenant_id',
  'token_type',
  'user_id',
  'user_name',
  'user_type',
];

/** Every field of the user-info `data`, sorted. */
export const PROFILE_FIELDS = [
  'account',
  'avatar',
  'deptId',
  'loginType',
  'nickName',
  'realName',
  'roleId',
  'roleName',
  'schoolName',
  'tenantId',
  'userId',
  'userName',
  'userType',
];

export const OK_EMPTY = { code: 200, success: true, data: null, msg: '操作成功' };
export const UNAUTHORIZED = { code: 401, success: false, data: null, msg: '请求未授权' };
export const CLIENT_REFUSED = { code: 401, success: false, data: null, msg: '客户端认证失败' };
export const CAPTCHA_REFUSED = { code: 400, success: false, data: null, msg: '验证码不正确' };
export const BAD_CREDENTIALS = { error_code: 400, error_description: '用户名或密码不正确' };
export const REFRESH_REFUSED = { status: 400, body: { error_code: 400, error_description: '刷新令牌无效或已失效' } };

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every key of a JSON value, at any depth. */
export function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  return [];
}

export interface UserInfo {
  code: number;
  success: boolean;
  data: Record<string, unknown> | null;
  msg: string;
}

export const userInfo = (base: string, token: string, headers: Record<string, string> = {}): Promise<Answer<UserInfo>> =>
  call<UserInfo>(base, 'GET', '/api/rabbit-auth/oauth/user-info', { token, headers });
