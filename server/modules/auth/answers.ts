// What the sign-in, recovery and tenant routes answer (server/platform/http/answers.ts).
import { z } from 'zod';

/** The signed-in user or supplier account (platform/auth/accounts.ts Profile). */
export const UserInfo = z.object({
  userId: z.string(),
  tenantId: z.string(),
  account: z.string(),
  userName: z.string(),
  nickName: z.string(),
  realName: z.string(),
  avatar: z.string(),
  userType: z.string(),
  loginType: z.number().int(),
  deptId: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  schoolName: z.string(),
});

/** The token answer of a sign-in or a refresh: bare, outside the envelope (docs/contract.md#sign-in). */
export const Token = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.string().describe('bearer'),
  expires_in: z.number().int().describe('seconds'),
  tenant_id: z.string(),
  user_id: z.string(),
  dept_id: z.string(),
  role_id: z.string(),
  role_name: z.string(),
  account: z.string(),
  user_name: z.string(),
  nick_name: z.string(),
  real_name: z.string(),
  avatar: z.string(),
  user_type: z.string(),
  login_type: z.number().int(),
  school_name: z.string(),
});

/** A refused sign-in or refresh, bare: 200 for wrong credentials and locks, 400 for a refresh token or grant refused. */
export const CredentialFailure = z.object({ error_code: z.number().int(), error_description: z.string() });

export const Captcha = z.object({ key: z.string(), image: z.string().describe('a data: URL of the SVG image') });

export const TenantOfAccount = z.object({ tenantId: z.string(), tenantName: z.string() });
