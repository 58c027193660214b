// The token lifecycle calls of /api/rabbit-auth/oauth (docs/contract.md#authentication). Credentials travel in a
// form-encoded body, never in the URL.
import { http } from '../lib/http';
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

export async function requestToken(input: SignInInput): Promise<TokenResponse> {
  const body = new URLSearchParams({
    tenantId: input.tenantId,
    username: input.username,
    password: input.password,
    grant_type: 'captcha',
    scope: 'all',
    type: input.supplier ? '1' : '0',
  });
  const response = await http.post<TokenResponse>(TOKEN, body, {
    skipRefresh: true,
    silent: true,
    headers: {
      'Tenant-Id': input.tenantId,
      'Captcha-Key': input.captchaKey,
      'Captcha-Code': input.captchaCode,
      'User-Type': input.supplier ? 'supplier' : 'web',
    },
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
