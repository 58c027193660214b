import { siteConfig } from '../lib/config';
import { i18n, loadLanguage, type Language } from '../lib/i18n';
import { requestLogout } from './auth-api';
import { LOGIN_TYPE } from './access';
import { session } from './store';
import type { TokenResponse, UserInfo } from './types';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Stores new tokens. The token time goes first: other windows see storage changes key by key (Chromium
 * propagates them between processes asynchronously), and one that sees the new time before the new
 * tokens only waits, while one that saw new tokens with the old time would refresh again.
 */
export function applyTokens(res: TokenResponse, now = Date.now()): void {
  session.tokenTime = now;
  session.expiresIn = Number(res.expires_in) || 0;
  session.tenantId = res.tenant_id;
  session.refreshToken = res.refresh_token;
  session.accessToken = res.access_token;
}

export function userInfoOf(res: TokenResponse): UserInfo {
  return {
    userId: text(res.user_id),
    tenantId: text(res.tenant_id),
    account: text(res.account),
    userName: text(res.user_name),
    nickName: text(res.nick_name),
    realName: text(res.real_name),
    avatar: text(res.avatar),
    userType: text(res.user_type),
    deptId: text(res.dept_id),
    roleId: text(res.role_id),
    roleName: text(res.role_name),
  };
}

/** Sign-in stores tokens, tenant and user, and clears tabs, lock and menus (docs/product-rules.md#sign-in). */
export function signIn(res: TokenResponse, loginPath: string, now = Date.now()): void {
  applyTokens(res, now);
  session.userInfo = userInfoOf(res);
  session.loginType = Number(res.login_type) || 0;
  session.schoolName = text(res.school_name);
  session.roles = res.role_name ? res.role_name.split(',') : [];
  session.tagList = [];
  session.isLock = false;
  session.lockPasswd = '';
  session.loginPath = loginPath;
  // the menus kept from an earlier sign-in may be another user's: this one's are fetched afresh
  session.menuAll = [];
  session.menuId = '';
  session.permission = {};
}

/** Sign-out clears token, menus, roles, tabs and lock; preferences and the login path stay. */
export function clearSession(): void {
  session.accessToken = '';
  session.refreshToken = '';
  session.tokenTime = 0;
  session.expiresIn = 0;
  session.userInfo = null;
  session.roles = [];
  session.permission = {};
  session.menu = [];
  session.menuId = '';
  session.menuAll = [];
  session.tagList = [];
  session.isLock = false;
  session.lockPasswd = '';
}

/** The user's sign-out: revoke the session on the server (best effort), then clear it here. */
export async function logout(): Promise<void> {
  try {
    await requestLogout();
  } catch {
    // the server may be unreachable; the local session ends regardless
  } finally {
    clearSession();
  }
}

export const isSignedIn = () => session.accessToken !== '';

export function landingPath(loginType: number): string {
  return loginType === LOGIN_TYPE.bank ? siteConfig.bankHomePath : siteConfig.homePath;
}

export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language).catch(() => undefined);
  session.language = language;
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** After the user edits their own profile: the header shows the new name and avatar at once. */
export function updateUserInfo(patch: Partial<Pick<UserInfo, 'nickName' | 'realName' | 'avatar'>>): void {
  if (session.userInfo) Object.assign(session.userInfo, patch);
}
