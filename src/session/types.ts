import type { Language } from '../lib/i18n';

/** The token response of /oauth/token (docs/contract.md#authentication): bare and snake_case. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  tenant_id: string;
  user_id: string;
  dept_id?: string;
  role_id?: string;
  role_name?: string;
  account: string;
  user_name?: string;
  nick_name?: string;
  real_name?: string;
  avatar?: string;
  user_type: string;
  login_type: number | string;
  school_name?: string;
  error_code?: number;
  error_description?: string;
}

export interface UserInfo {
  userId: string;
  tenantId: string;
  account: string;
  userName: string;
  nickName: string;
  realName: string;
  avatar: string;
  userType: string;
  deptId: string;
  roleId: string;
  roleName: string;
}

export interface Tab {
  label: string;
  value: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  meta?: { i18n?: string };
  group?: string[];
  close?: boolean;
}

export interface FlowRoute {
  code: string;
  dictKey: string;
  remark: string;
}

export interface ErrorLogEntry {
  type: string;
  message: string;
  stack: string;
  info: string;
  url: string;
  time: string;
}

/**
 * A node of a menu tree as the shell keeps it. The roots of `menuAll` are the top menus (modules), each
 * holding its route tree; `menuId` is the module whose tree the sidebar shows.
 */
export interface MenuNode {
  id: string;
  parentId?: string;
  code?: string;
  name: string;
  path: string;
  source?: string;
  keepAlive?: boolean;
  children?: MenuNode[];
  meta?: { i18n?: string; roles?: string[]; keepAlive?: boolean };
}

/** The session of docs/product-rules.md#session. */
export interface SessionState {
  tenantId: string;
  accessToken: string;
  refreshToken: string;
  /** When the current access token was stored (ms since epoch). */
  tokenTime: number;
  /** The access token's lifetime in seconds, as the server gave it. */
  expiresIn: number;
  userInfo: UserInfo | null;
  loginType: number;
  schoolName: string;
  roles: string[];
  permission: Record<string, true>;
  menu: MenuNode[];
  menuId: string;
  menuAll: MenuNode[];
  isLock: boolean;
  lockPasswd: string;
  language: Language;
  colorName: string;
  themeName: string;
  tagList: Tab[];
  flowRoutes: FlowRoute[];
  logsList: ErrorLogEntry[];
  /** Where sign-out returns to: the sign-in page the user came from. */
  loginPath: string;
  /** The shell variant the user chose in the theme dialog; `auto` follows user and login type. */
  shellLayout: ShellLayout;
  /** The sidebar is folded (applies on screens above size 1). */
  collapse: boolean;
  /** The page to return to after unlocking (per window). */
  lockReturn: string;
}

export type ShellLayout = 'auto' | 'side' | 'top';
