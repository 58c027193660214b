// The one session store (valtio). Each field says where it lives: `local` entries are shared by every
// window of the browser (tokens, user, lock, preferences), `session` entries are per window (tabs, the
// permission map as the legacy product kept it). Other windows' writes arrive through the `storage` event.
import { proxy, snapshot, subscribe } from 'valtio';
import { siteConfig } from '../lib/config';
import { defaultLanguage, isLanguage } from '../lib/i18n';
import { getStore, setStore, storageKey, type StoreType } from './storage';
import type { SessionState } from './types';

type Accept = (value: unknown) => boolean;
const isString: Accept = (v) => typeof v === 'string';
const isNumber: Accept = (v) => typeof v === 'number' && Number.isFinite(v);
const isBoolean: Accept = (v) => typeof v === 'boolean';
const isArray: Accept = (v) => Array.isArray(v);
const isRecord: Accept = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRecordOrNull: Accept = (v) => v === null || isRecord(v);

export const defaults = (): SessionState => ({
  tenantId: '',
  accessToken: '',
  refreshToken: '',
  tokenTime: 0,
  expiresIn: 0,
  userInfo: null,
  loginType: 0,
  schoolName: '',
  roles: [],
  permission: {},
  menu: [],
  menuId: '',
  menuAll: [],
  isLock: false,
  lockPasswd: '',
  language: defaultLanguage,
  colorName: siteConfig.defaultColor,
  themeName: 'default',
  tagList: [],
  flowRoutes: [],
  logsList: [],
  loginPath: siteConfig.loginPath,
  shellLayout: 'auto',
  collapse: false,
  lockReturn: '',
});

const fields: { [K in keyof SessionState]: [StoreType, Accept] } = {
  tenantId: ['local', isString],
  accessToken: ['local', isString],
  refreshToken: ['local', isString],
  tokenTime: ['local', isNumber],
  expiresIn: ['local', isNumber],
  userInfo: ['local', isRecordOrNull],
  loginType: ['local', isNumber],
  schoolName: ['local', isString],
  roles: ['local', isArray],
  permission: ['session', isRecord],
  menu: ['local', isArray],
  menuId: ['local', isString],
  menuAll: ['local', isArray],
  isLock: ['local', isBoolean],
  lockPasswd: ['local', isString],
  language: ['local', isLanguage],
  colorName: ['local', isString],
  themeName: ['local', isString],
  tagList: ['session', isArray],
  flowRoutes: ['local', isArray],
  logsList: ['local', isArray],
  loginPath: ['local', (v) => typeof v === 'string' && v.startsWith('/login')],
  shellLayout: ['local', (v) => v === 'auto' || v === 'side' || v === 'top'],
  collapse: ['local', isBoolean],
  lockReturn: ['session', isString],
};

const names = Object.keys(fields) as (keyof SessionState)[];

/** A stored value of the wrong type (tampered, or from an old version) is ignored: the default wins. */
function readField<K extends keyof SessionState>(name: K): SessionState[K] | undefined {
  const [, accept] = fields[name];
  const value = getStore(name);
  return accept(value) ? (value as SessionState[K]) : undefined;
}

export function loadSession(): SessionState {
  const state = defaults();
  for (const name of names) {
    const value = readField(name);
    if (value !== undefined) (state as unknown as Record<string, unknown>)[name] = value;
  }
  return state;
}

export const session = proxy<SessionState>(loadSession());

let applyingExternal = false;
let persisted = snapshot(session);

// Persist each changed field to its storage area. Snapshots share unchanged subtrees, so comparing
// them by identity finds the changed fields without serialising the others. Synchronous, so that a
// write coming from another window (applyingExternal) is not echoed back.
subscribe(
  session,
  () => {
    const current = snapshot(session);
    if (!applyingExternal) {
      for (const name of names) {
        if (current[name] !== persisted[name]) setStore(name, current[name], fields[name][0]);
      }
    }
    persisted = current;
  },
  true,
);

/** Re-reads the shared fields another window may have written (tokens after its refresh, sign-out, lock). */
export function syncFromStorage(only?: (keyof SessionState)[]): void {
  applyingExternal = true;
  try {
    for (const name of only ?? names) {
      if (fields[name][0] !== 'local') continue;
      const value = readField(name) ?? defaults()[name];
      if (JSON.stringify(value) !== JSON.stringify(session[name])) {
        (session as unknown as Record<string, unknown>)[name] = value;
      }
    }
  } finally {
    applyingExternal = false;
  }
}

const keyToField = new Map(names.map((name) => [storageKey(name), name]));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null) return syncFromStorage(); // another window cleared its storage
    const name = keyToField.get(event.key);
    if (name) syncFromStorage([name]);
  });
}
