import { http, type R } from '../../lib/http';
import type { AccountKind, Captcha, TenantLookup } from './types';

const publicCall = { skipRefresh: true, silent: true } as const;

export async function fetchCaptcha(): Promise<Captcha> {
  const { data } = await http.get<Captcha>('/api/rabbit-auth/oauth/captcha', publicCall);
  return data;
}

/** The tenant of an account (the server answers every name alike, known or not), or undefined when the look-up fails. */
export async function lookupTenant(username: string): Promise<TenantLookup | undefined> {
  try {
    const { data } = await http.get<R<TenantLookup>>('/api/rabbit-user/get-tenant', { ...publicCall, params: { username } });
    return data.data;
  } catch {
    return undefined;
  }
}

/** Sends an SMS code; the answer identifies the validation for the next two steps. */
export async function sendSmsCode(phone: string): Promise<string> {
  const { data } = await http.post<R<{ id: string }>>('/api/rabbit-resource/sms/endpoint/send-validate', undefined, {
    ...publicCall,
    params: { phone },
  });
  return data.data.id;
}

export async function validateSmsCode(id: string, value: string): Promise<void> {
  await http.post('/api/rabbit-resource/sms/endpoint/validate-message', undefined, { ...publicCall, params: { id, value } });
}

export interface RetrieveInput {
  kind: AccountKind;
  account: string;
  newPassword: string;
  smsId: string;
  phone: string;
}

export async function retrievePassword({ kind, ...input }: RetrieveInput): Promise<void> {
  const url = kind === 'supplier' ? '/api/rabbit-supplier/supplierAccount/retrieve-password' : '/api/rabbit-user/retrieve-password';
  await http.post(url, new URLSearchParams({ ...input }), publicCall);
}
