// Who the signed-in user is for the console, computed from the session in one place: the kind of user
// (for the shell and its modules), the named login types and user types, and what they may open and do.
// Routes, menus, the header and the pages ask here instead of comparing userType or loginType themselves.
// The server enforces its own rules on every call; this only decides what to show.
import { can, canSee } from './permission';

/** Login types (they pick the brand): 0, 2, 3, 4 canteen · 1 centre · 5 dish (suppliers) · 9 bank. */
export const LOGIN_TYPE = { canteen: 0, centre: 1, school: 2, dish: 5, bank: 9 } as const;

/** User types of the platform (app_user.user_type). */
export const USER_TYPE = {
  admin: 'admin',
  education: 'education',
  jiWei: 'jiWei',
  market: 'market',
  school: 'school',
  canteen: 'canteen',
  bank: 'bank',
  supplier: 'supplier',
} as const;

/** Who the user is for the shell: platform administration, a bank login, a supervising unit, a supplier, or a school or canteen. */
export type UserKind = 'admin' | 'bank' | 'supervisor' | 'supplier' | 'unit';

const SUPERVISING: readonly string[] = [USER_TYPE.education, USER_TYPE.jiWei, USER_TYPE.market];

export function userKind(userType: string, loginType: number): UserKind {
  if (userType === USER_TYPE.admin) return 'admin';
  if (loginType === LOGIN_TYPE.bank) return 'bank';
  if (SUPERVISING.includes(userType)) return 'supervisor';
  if (userType === USER_TYPE.supplier) return 'supplier';
  return 'unit';
}

/** A route or item's access rule: user types that may not open it, and the roles that may (none: everyone). */
export interface AccessRule {
  hideFor?: readonly string[];
  roles?: readonly string[];
}

export interface AccessState {
  userInfo?: { userType?: string } | null;
  loginType: number;
  roles: readonly string[];
  permission: Readonly<Record<string, boolean>>;
}

export interface Access {
  kind: UserKind;
  userType: string;
  loginType: number;
  /** A bank login (its own module set, landing page and labels). */
  bank: boolean;
  /** A supplier account (no 个人信息, no 食材交易). */
  supplier: boolean;
  /** The platform's administration (the sidebar shell; adds top-level departments). */
  platformAdmin: boolean;
  /** Whether a route or item with this rule may be opened or shown. */
  canOpen: (rule: AccessRule | undefined) => boolean;
  /** Whether the user holds a button code. */
  can: (code: string) => boolean;
}

export function accessOf(state: AccessState): Access {
  const userType = state.userInfo?.userType ?? '';
  const kind = userKind(userType, state.loginType);
  return {
    kind,
    userType,
    loginType: state.loginType,
    bank: kind === 'bank',
    supplier: userType === USER_TYPE.supplier,
    platformAdmin: userType === USER_TYPE.admin,
    canOpen: (rule) => !rule?.hideFor?.includes(userType) && canSee(rule, state.roles),
    can: (code) => can(state.permission, code),
  };
}
