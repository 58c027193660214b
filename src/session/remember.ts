// Remember-me (docs/security.md#remember-me): the tenant and the account for 7 days; never the password — the
// password field leaves that to the browser's password manager.
import { siteConfig } from '../lib/config';
import { getStore, removeStore, setStore } from './storage';

export interface Remembered {
  tenantId: string;
  account: string;
}

interface Entry extends Remembered {
  expires: number;
}

const NAME = 'remember';

const isEntry = (v: unknown): v is Entry =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Entry).tenantId === 'string' &&
  typeof (v as Entry).account === 'string' &&
  typeof (v as Entry).expires === 'number';

export function remember(value: Remembered, now = Date.now()): void {
  const expires = now + siteConfig.rememberDays * 86_400_000;
  setStore(NAME, { tenantId: value.tenantId, account: value.account, expires }, 'local');
}

export function forget(): void {
  removeStore(NAME);
}

export function remembered(now = Date.now()): Remembered | undefined {
  const entry = getStore(NAME);
  if (!isEntry(entry)) return undefined;
  if (entry.expires <= now) {
    forget();
    return undefined;
  }
  return { tenantId: entry.tenantId, account: entry.account };
}

/** The tenant last used on this browser, remembered even without remember-me (the form's default). */
export function lastTenant(): string {
  const value = getStore('lastTenant');
  return typeof value === 'string' && /^\d{6}$/.test(value) ? value : siteConfig.defaultTenantId;
}

export function setLastTenant(tenantId: string): void {
  setStore('lastTenant', tenantId, 'local');
}
