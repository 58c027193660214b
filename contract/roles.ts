// What the console and the reference server agree on about roles, as plain data with no imports: the role aliases
// (the role table's role_alias, docs/product-rules.md#roles-and-menus) and the role lists both sides act on. The
// server's rules over them are in server/platform/access/policy.ts; code names a role through ROLE, never as a
// bare string (a unit test scans the server for that).

/** The role aliases, in the role table's order (the seed gives each its id and sort by this order). */
export const ROLE = {
  administrator: 'administrator',
  education: 'education',
  jiwei: 'jiwei',
  market: 'market',
  school: 'school',
  canteen: 'canteen',
  supplier: 'supplier',
  bank: 'bank',
  approvebid: 'approvebid',
  expert: 'expert',
} as const;
export type RoleAlias = (typeof ROLE)[keyof typeof ROLE];

/** Roles that run tenders (招标) for their department and below; the administrator for the tenant. */
export const TENDERERS: readonly RoleAlias[] = [ROLE.administrator, ROLE.education, ROLE.school];

/** The supervising units: the education bureaus (their schools), 纪委 and 市场监管 (the tenant's). */
export const SUPERVISORS: readonly RoleAlias[] = [ROLE.education, ROLE.jiwei, ROLE.market];

/** The district's keepers of 安全服务: the checklist templates and the service line's call log (the education bureaus). */
export const SAFETY_KEEPERS: readonly RoleAlias[] = [ROLE.education];

/** 应急预案's keepers: the school's side writes its schools' emergency plans and records their drills. */
export const SAFETY_PLAN_KEEPERS: readonly RoleAlias[] = [ROLE.school, ROLE.canteen];

/** 培训考核's recorders of training sessions: the school's side and the education bureau. */
export const SAFETY_TRAINERS: readonly RoleAlias[] = [ROLE.school, ROLE.canteen, ROLE.education];
