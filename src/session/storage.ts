// The storage helper of docs/product-rules.md#storage: prefixed keys, entries `{dataType, content, type, datetime}`,
// session-scoped or persistent. Malformed, mistyped or full storage never breaks the app: reads fall back
// to the raw string or to nothing, writes that fail are dropped and reported once to the console.
import { siteConfig } from '../lib/config';

export type StoreType = 'session' | 'local';

export interface StoredEntry<T = unknown> {
  dataType: string;
  content: T;
  type: StoreType;
  datetime: number;
}

const keyOf = (name: string) => `${siteConfig.storagePrefix}${name}`;

function area(type: StoreType): Storage | undefined {
  try {
    return type === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode, sandboxed frame)
  }
}

let warned = false;

export function setStore(name: string, content: unknown, type: StoreType = 'local'): void {
  const entry: StoredEntry = { dataType: typeof content, content, type, datetime: Date.now() };
  try {
    area(type)?.setItem(keyOf(name), JSON.stringify(entry));
  } catch (error) {
    if (!warned) console.warn('[storage] write failed, continuing without it', error);
    warned = true;
  }
}

/**
 * Reads an entry from session storage, then from persistent storage. An entry that is not JSON comes
 * back as the raw string (the legacy behaviour); one without the entry shape comes back as parsed.
 */
export function getStore<T = unknown>(name: string): T | string | undefined {
  for (const type of ['session', 'local'] as const) {
    let raw: string | null | undefined;
    try {
      raw = area(type)?.getItem(keyOf(name));
    } catch {
      raw = undefined;
    }
    if (raw === null || raw === undefined) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return raw;
    }
    if (parsed && typeof parsed === 'object' && 'content' in parsed && 'dataType' in parsed) {
      return (parsed as StoredEntry<T>).content;
    }
    return parsed as T;
  }
  return undefined;
}

export function removeStore(name: string, type?: StoreType): void {
  for (const t of type ? [type] : (['session', 'local'] as const)) {
    try {
      area(t)?.removeItem(keyOf(name));
    } catch {
      /* nothing to remove from an unavailable storage */
    }
  }
}

export const storageKey = keyOf;
