// A signed-in caller for the API tests: get/post with the envelope typed, and a fresh account per test
// where a test changes an account (so no test leaves shared state behind).
import { call, tokens, type Answer } from '../client.ts';

export type Envelope<T = unknown> = { code: number; success: boolean; msg: string; data: T };
export type PageOf<T> = { records: T[]; total: number; size: number; current: number; pages: number };

export interface Caller {
  token: string;
  get<T = unknown>(path: string, query?: Record<string, string>): Promise<Answer<Envelope<T>>>;
  post<T = unknown>(path: string, json?: unknown, query?: Record<string, string>): Promise<Answer<Envelope<T>>>;
}

export function callerOf(base: string, token: string): Caller {
  return {
    token,
    get: (path, query) => call(base, 'GET', path, { token, query }),
    post: (path, json, query) => call(base, 'POST', path, { token, json: json ?? {}, query }),
  };
}

export async function signedIn(base: string, username: string, tenantId = '100001', options: { supplier?: boolean; password?: string } = {}): Promise<Caller> {
  const { access } = await tokens(base, { tenantId, username, ...options });
  return callerOf(base, access);
}

let serial = 0;
/** An account name no other test uses. */
export const uniqueAccount = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`;
