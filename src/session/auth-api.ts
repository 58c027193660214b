// The token lifecycle calls of /api/rabbit-auth/oauth (docs/contract.md#authentication). Credentials travel in a
// form-encoded body, never in the URL.
import { siteConfig } from '../lib/config';
import { http } from '../lib/http';
import { passwordForBackend } from '../lib/password-digest';
import type { TokenResponse } from './types';

const TOKEN = '/api/rabbit-auth/oauth/token';

export interface SignInInput {
  tenantId: string;
  username: string;
  password: string;
  captchaKey: string;
  captchaCode: string;
  supplier: boolean;
}

/** Signs in: with the image captcha (grant_type captcha) or, where the backend asks none (LOGIN_CAPTCHA off), without (grant_type password). */
export async function requestToken(input: SignInInput): Promise<TokenResponse> {
  const body = new URLSearchParams({
    tenantId: input.tenantId,
    username: input.username,
    password: await passwordForBackend(input.password),
    grant_type: siteConfig.captcha ? 'captcha' : 'password',
    scope: 'all',
    type: input.supplier ? '1' : '0',
  });
  const captcha = siteConfig.captcha ? { 'Captcha-Key': input.captchaKey, 'Captcha-Code': input.captchaCode } : {};
  const response = await http.post<TokenResponse>(TOKEN, body, {
    skipRefresh: true,
    silent: true,
    headers: { 'Tenant-Id': input.tenantId, ...captcha, 'User-Type': input.supplier ? 'supplier' : 'web' },
  });
  return response.data;
}

export async function requestRefresh(refreshToken: string, tenantId: string): Promise<TokenResponse> {
  const body = new URLSearchParams({ refresh_token: refreshToken, tenantId, grant_type: 'refresh_token', scope: 'all' });
  const response = await http.post<TokenResponse>(TOKEN, body, {
    skipRefresh: true,
    silent: true,
    headers: { 'Tenant-Id': tenantId },
  });
  return response.data;
}

export async function requestLogout(): Promise<void> {
  await http.post('/api/rabbit-auth/oauth/logout', undefined, { skipRefresh: true, silent: true });
}
