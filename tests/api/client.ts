// A small client for the API tests: the Basic client header on every call, a bearer token when given,
// and a distinct client address per test (X-Forwarded-For; the test servers trust it) so the
// per-address sign-in throttle never leaks from one test into another.
import { CAPTCHA } from './global-setup.ts';
import { checkerFor } from './support/answers.ts';

export const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
export const PASSWORD = 'Demo1234';

let addresses = 0;
export const newAddress = () => {
  addresses += 1;
  return `10.${Math.floor(addresses / 250) % 250}.${addresses % 250}.${(process.pid % 250) + 1}`;
};

export interface CallOptions {
  token?: string;
  query?: Record<string, string>;
  form?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
  address?: string;
  basic?: string | null;
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function call<T = Record<string, unknown>>(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { 'X-Forwarded-For': options.address ?? newAddress(), ...options.headers };
  if (options.basic !== null) headers.Authorization = options.basic ?? BASIC;
  if (options.token) headers['Blade-Auth'] = `bearer ${options.token}`;
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  let json = false;
  try {
    parsed = JSON.parse(text);
    json = true;
  } catch {
    // not JSON: keep the text
  }
  // every answer is checked against what the route says it answers (support/answers.ts)
  (await checkerFor(base, options.token)).check(method.toUpperCase(), url.pathname, res.status, res.headers.get('content-type'), json ? parsed : null);
  return { status: res.status, body: parsed as T };
}

export async function captcha(base: string): Promise<{ key: string; image: string }> {
  const { body } = await call<{ key: string; image: string }>(base, 'GET', '/api/rabbit-auth/oauth/captcha');
  return body;
}

export interface SignInInput {
  tenantId: string;
  username: string;
  password?: string;
  supplier?: boolean;
  address?: string;
  code?: string;
  key?: string;
}

export interface TokenBody {
  access_token?: string;
  refresh_token?: string;
  error_code?: number;
  error_description?: string;
  [field: string]: unknown;
}

export async function signIn(base: string, input: SignInInput): Promise<Answer<TokenBody>> {
  const key = input.key ?? (await captcha(base)).key;
  return call<TokenBody>(base, 'POST', '/api/rabbit-auth/oauth/token', {
    address: input.address,
    headers: { 'Tenant-Id': input.tenantId, 'Captcha-Key': key, 'Captcha-Code': input.code ?? CAPTCHA, 'User-Type': input.supplier ? 'supplier' : 'web' },
    form: {
      tenantId: input.tenantId,
      username: input.username,
      password: input.password ?? PASSWORD,
      grant_type: 'captcha',
      scope: 'all',
      type: input.supplier ? '1' : '0',
    },
  });
}

/** Signs in and returns the tokens, failing the test when sign-in does not succeed. */
export async function tokens(base: string, input: SignInInput): Promise<{ access: string; refresh: string; body: TokenBody }> {
  const { status, body } = await signIn(base, input);
  if (status !== 200 || !body.access_token || !body.refresh_token) throw new Error(`sign-in of ${input.username} failed: ${status} ${JSON.stringify(body)}`);
  return { access: body.access_token, refresh: body.refresh_token, body };
}

export function refresh(base: string, refreshToken: string, tenantId: string): Promise<Answer<TokenBody>> {
  return call<TokenBody>(base, 'POST', '/api/rabbit-auth/oauth/token', {
    headers: { 'Tenant-Id': tenantId },
    form: { refresh_token: refreshToken, tenantId, grant_type: 'refresh_token', scope: 'all' },
  });
}
