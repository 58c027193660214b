// Who may do what, by role: the one table of the server's role rules (the README's security section). Roles are the
// aliases of the role table. Button permissions (which screen actions a role has) are data — the seed's
// role_menu grants, checked by requireButton; the rules here are the ones no grant can widen. A role is named through
// ROLE (contract/roles.ts, shared with the console), never as a bare string: tests/unit/role-literals.test.ts.
import { ROLE, SAFETY_KEEPERS, SAFETY_PLAN_KEEPERS, SAFETY_TRAINERS, SUPERVISORS, TENDERERS, type RoleAlias } from '../../../contract/roles.ts';

/**
 * ROLE names every role. TENDERERS run tenders (招标) for their department and below (the administrator for the
 * tenant): they keep the expert library (any expert of the tenant may be chosen; an expert is edited or removed by the
 * unit that added it or one above it) and the 评标小组 of their own department and the departments under it; the
 * console shows them 招标进度. Experts, approvers and the supervising units read neither. SUPERVISORS are the
 * supervising units (education bureaus, 纪委, 市场监管). Both lists are the console's too (contract/roles.ts).
 */
export { ROLE, SUPERVISORS, TENDERERS, type RoleAlias };

/** Every role alias, in the role table's order. */
export const ROLE_ALIASES: readonly RoleAlias[] = Object.values(ROLE);

const isRole = (alias: string): alias is RoleAlias => (ROLE_ALIASES as readonly string[]).includes(alias);

/**
 * Which roles a holder of each role may give, on create and on edit. A role is granted only from above:
 * an education bureau staffs its schools and canteens (and its own office and bid approvers), a school
 * its own staff and canteens; the supervising units, banks, canteens, approvers and suppliers grant
 * nothing. The supervisors' own roles (纪委, 市场监管, 银行) come only from the platform administrator. 评标专家
 * (expert: a teacher who scores tenders) is given by the platform administrator and the education bureaus.
 * The suppliers' role is never granted: supplier accounts are not users.
 */
export const GRANTABLE: Record<RoleAlias, readonly RoleAlias[]> = {
  administrator: [ROLE.administrator, ROLE.education, ROLE.jiwei, ROLE.market, ROLE.school, ROLE.canteen, ROLE.bank, ROLE.approvebid, ROLE.expert],
  education: [ROLE.education, ROLE.approvebid, ROLE.expert, ROLE.school, ROLE.canteen],
  school: [ROLE.school, ROLE.canteen],
  canteen: [],
  jiwei: [],
  market: [],
  bank: [],
  approvebid: [],
  expert: [],
  supplier: [],
};

/** Whether a holder of `granter` may give `role` — and so create, edit, remove or reset a user holding it. */
export const mayGrant = (granter: string, role: string): boolean => isRole(granter) && isRole(role) && GRANTABLE[granter].includes(role);

/**
 * How far a role reads supervision data (special statistics, canteen figures, 函询 letters, the school list):
 * - `tenant`: every school of the tenant — the platform administrator, and the units that oversee the
 *   whole district by their office wherever their department sits (纪委, 市场监管, the bank);
 * - `subtree`: the schools under its own department (an education bureau or centre; a department that
 *   holds no school gives no schools — never the whole tenant);
 * - `ownSchool`: its own school and the school's canteens (a school user, at its school);
 * - `ownCanteen`: its own canteen (a canteen user, at its canteen);
 * - `none`: nothing (bid approvers, experts, suppliers).
 */
export type Reach = 'tenant' | 'subtree' | 'ownSchool' | 'ownCanteen' | 'none';

export const READ_REACH: Record<RoleAlias, Reach> = {
  administrator: 'tenant',
  jiwei: 'tenant',
  market: 'tenant',
  bank: 'tenant',
  education: 'subtree',
  school: 'ownSchool',
  canteen: 'ownCanteen',
  approvebid: 'none',
  expert: 'none',
  supplier: 'none',
};

export const reachOf = (role: string): Reach => (isRole(role) ? READ_REACH[role] : 'none');

/** Roles that send 函询 letters (to the schools of their reach) and close the ones their unit sent. */
export const LETTER_SENDERS: readonly RoleAlias[] = [ROLE.administrator, ROLE.jiwei, ROLE.education];

/** Roles that enter canteen figures: for their own canteen (canteen), their canteens (school), any (administrator). */
export const COST_WRITERS: readonly RoleAlias[] = [ROLE.administrator, ROLE.school, ROLE.canteen];

/** Roles that read every submitted tender of the tenant and change none (纪委, 市场监管). */
export const BIDDING_OVERSEERS: readonly RoleAlias[] = [ROLE.jiwei, ROLE.market];

/** Roles that decide submitted tenders (招标审核), never their own. */
export const BID_APPROVERS: readonly RoleAlias[] = [ROLE.approvebid];

/**
 * Staff roles that read a supplier's qualification documents (企业资质) — the supplier companies of their own
 * tenant, read-only: those who run or approve tenders and buy (administrator, education, approvebid, school,
 * canteen) and the supervisors (jiwei, market). Banks do not; a supplier reads only its own company's.
 */
export const QUALIFICATION_READERS: readonly RoleAlias[] = [
  ROLE.administrator,
  ROLE.education,
  ROLE.approvebid,
  ROLE.school,
  ROLE.canteen,
  ROLE.jiwei,
  ROLE.market,
];

/**
 * Staff roles that may open a supplier's papers (a file a supplier uploaded): those who read its qualification
 * documents, and the experts who score its bids. Any other staff user (a bank) is told there is no such file.
 */
export const SUPPLIER_FILE_READERS: readonly RoleAlias[] = [...QUALIFICATION_READERS, ROLE.expert];

/**
 * 从业人员 (work personnel, docs/product-rules.md#work-personnel): who reads a canteen's staff and who keeps them.
 * Readers see the people of the canteens of their reach (READ_REACH): the administrator, the supervising units
 * (education bureaus their schools, 纪委 and 市场监管 the tenant's) read-only, a school its canteens, a canteen its
 * own. Writers change only the people of their own school's canteens (a school), their own canteen (a canteen) or
 * the tenant's (the administrator). Banks, approvers, experts and suppliers read nothing of it.
 */
export const WORK_PERSONNEL_READERS: readonly RoleAlias[] = [ROLE.administrator, ROLE.education, ROLE.jiwei, ROLE.market, ROLE.school, ROLE.canteen];
export const WORK_PERSONNEL_WRITERS: readonly RoleAlias[] = [ROLE.administrator, ROLE.school, ROLE.canteen];

/**
 * Roles that keep attendance (考勤: groups, 补卡, 停餐) for the canteens of their reach: a canteen its own, a school
 * its canteens, the administrator any of the tenant.
 */
export const ATTENDANCE_WRITERS: readonly RoleAlias[] = [ROLE.administrator, ROLE.school, ROLE.canteen];

/**
 * Roles that read attendance within their reach: the writers, and the supervising units (an education bureau its
 * schools' canteens, 纪委 and 市场监管 the tenant's), read-only. Banks, approvers, experts and suppliers do not.
 */
export const ATTENDANCE_READERS: readonly RoleAlias[] = [...ATTENDANCE_WRITERS, ...SUPERVISORS];

/**
 * 系统人员 (system personnel: diners, cards, wallets; docs/product-rules.md#system-personnel). Keepers see and change
 * the diners of the schools of their reach (a school its own, a canteen its school's, the administrator the
 * tenant's); the supervising units read counts only (list/canteen); banks read balances only (the wallet list,
 * its export and the per-meal figures). Approvers, experts and suppliers read nothing of it.
 */
export const SYSTEM_PERSONNEL_KEEPERS: readonly RoleAlias[] = [ROLE.administrator, ROLE.school, ROLE.canteen];
export const SYSTEM_PERSONNEL_COUNTERS: readonly RoleAlias[] = SUPERVISORS;
export const WALLET_READERS: readonly RoleAlias[] = [...SYSTEM_PERSONNEL_KEEPERS, ROLE.bank];
/**
 * 人脸设备, 设备人员, 窗口管理 and their tasks (routes/devices.ts, face-sync.ts, device-personnel.ts): the keepers of the
 * diners read and change the windows and devices of the schools of their reach; no one else reaches them.
 */
export const DEVICE_KEEPERS: readonly RoleAlias[] = SYSTEM_PERSONNEL_KEEPERS;

/**
 * 消费 (the consumption records read from the wallet transactions; docs/product-rules.md#consume): the diners'
 * keepers read every list and write — 充值, 退款, 撤销消费, 发放补贴, each behind its button — for the schools of
 * their reach; banks read the lists and the summary only; the supervising units read the summary's counts only
 * (no amounts).
 */
export const CONSUME_WRITERS: readonly RoleAlias[] = SYSTEM_PERSONNEL_KEEPERS;
export const CONSUME_READERS: readonly RoleAlias[] = WALLET_READERS;
export const CONSUME_COUNTERS: readonly RoleAlias[] = SYSTEM_PERSONNEL_COUNTERS;

/**
 * 供应链 (docs/product-rules.md#supply-chain): canteen staff keep their canteen's orders, acceptances and stock; the
 * school reads its canteens', the supervising units and the bank theirs in their reach (READ_REACH), the
 * administrator the tenant's. Suppliers are no staff: they see only the orders addressed to them (supply/caller.ts).
 */
export const SUPPLY_KEEPERS: readonly RoleAlias[] = [ROLE.canteen];
export const SUPPLY_READERS: readonly RoleAlias[] = [ROLE.administrator, ROLE.education, ROLE.jiwei, ROLE.market, ROLE.bank, ROLE.school, ROLE.canteen];
/**
 * 商户配送监管 (supply/routes/supervision.ts): the district's supervisors read the suppliers serving the schools of
 * their reach, their deliveries, lapsing papers and trade — the education bureau its schools', 纪委, 市场监管 and the
 * bank the tenant's, the administrator the tenant's. Schools, canteens and suppliers are refused: they are supervised.
 */
export const SUPPLY_SUPERVISORS: readonly RoleAlias[] = [ROLE.administrator, ROLE.education, ROLE.jiwei, ROLE.market, ROLE.bank];
/** Roles whose 待办提醒 has the supply chain's deliveries to receive and batches near expiry: the school and its canteens. */
export const SUPPLY_RECEIVERS: readonly RoleAlias[] = [ROLE.school, ROLE.canteen];
/** Supplier accounts: their 待办提醒 has the orders and the returns waiting for their confirmation. */
export const SUPPLY_SUPPLIERS: readonly RoleAlias[] = [ROLE.supplier];
/** 采购计划 (supply/routes/plans.ts): the school approves or returns its canteens' plans; its 待办提醒 has those waiting. */
export const SUPPLY_PLAN_APPROVERS: readonly RoleAlias[] = [ROLE.school];

/**
 * 商品报价 (supply/routes/quotes.ts): the school approves or rejects the prices its bound suppliers propose for goods
 * outside every catalogue — the buyer the award bound them to; its canteens order at the approved price. Its 待办提醒
 * has the quotes waiting.
 */
export const SUPPLY_QUOTE_APPROVERS: readonly RoleAlias[] = [ROLE.school];

/**
 * 台账 (docs/product-rules.md#ledgers): a canteen's staff keep their canteen's daily records; the school reads its
 * canteens', the supervising units (education, 纪委, 市场监管) theirs in their reach, the administrator the tenant's.
 */
export const LEDGER_KEEPERS: readonly RoleAlias[] = [ROLE.canteen];
export const LEDGER_READERS: readonly RoleAlias[] = [ROLE.administrator, ROLE.education, ROLE.jiwei, ROLE.market, ROLE.school, ROLE.canteen];
/** Roles whose 待办提醒 has what their canteens still owe today (今日台账): the school and its canteens. */
export const LEDGER_OWERS: readonly RoleAlias[] = [ROLE.school, ROLE.canteen];
/** Roles warned of a meal served without its samples two hours on (留样超时): the school and the supervising units. */
export const LEDGER_WARNED: readonly RoleAlias[] = [ROLE.school, ROLE.education, ROLE.jiwei, ROLE.market];

/**
 * 明厨亮灶告警 (kitchen/routes/alerts.ts, docs/product-rules.md#kitchen-alerts): the kitchen cameras' alerts are read by
 * the canteen (its own), the school (its canteens'), the supervising units in their reach and the administrator; the
 * canteen alone acknowledges them, its own only.
 */
export const KITCHEN_READERS: readonly RoleAlias[] = [ROLE.administrator, ...SUPERVISORS, ROLE.school, ROLE.canteen];
export const KITCHEN_ACKNOWLEDGERS: readonly RoleAlias[] = [ROLE.canteen];

/**
 * The home pages (server/modules/homes, docs/product-rules.md#home-pages): 供应商待办 and 供应商首页 are the supplier
 * accounts' (their own company only); 监管待办 and 教育局首页 the supervising units' (education, 纪委, 市场监管), each over
 * the schools of its reach (READ_REACH).
 */
export const HOME_SUPPLIERS: readonly RoleAlias[] = [ROLE.supplier];
export const HOME_SUPERVISORS: readonly RoleAlias[] = SUPERVISORS;

/**
 * 开户统计 and 银行首页 (docs/product-rules.md#account-opening): the accounts opened, cards issued, recharges and balances
 * held of the schools of the reader's reach — the bank (the tenant's), the education bureau (its schools) and the
 * administrator. 纪委, 市场监管, schools, canteens and suppliers do not read them.
 */
export const OPENING_READERS: readonly RoleAlias[] = [ROLE.administrator, ROLE.education, ROLE.bank];
/** Roles whose 待办提醒 has the letters to answer: the schools addressed. */
export const LETTER_ANSWERERS: readonly RoleAlias[] = [ROLE.school];

/**
 * 通知 (notices, docs/product-rules.md#notices): the bureaus write, publish and withdraw their unit's notices to the
 * tenant or to schools of their reach (button `notice_publish`); everyone else reads the published ones of their reach.
 */
export const NOTICE_PUBLISHERS: readonly RoleAlias[] = [ROLE.administrator, ROLE.education];
/** Who reads 新闻资讯: every staff role; supplier accounts are no staff and have no school in reach, so no menu item. */
export const NOTICE_READERS: readonly RoleAlias[] = ROLE_ALIASES.filter((role) => role !== ROLE.supplier);

/** 机构首页 (org/routes/agency.ts): the agencies that administer departments read their own departments and staff. */
export const AGENCY_READERS: readonly RoleAlias[] = [ROLE.administrator, ROLE.education];

/**
 * 财务 (docs/product-rules.md#finance): the keepers keep their own book — a school and its canteens' staff the
 * school's (prepare, audit never their own voucher, post, reverse, close), a supplier account its company's; 反结账
 * (reopening the latest closed period) is the manager's: the school, and the supplier's own accounts for its book.
 * The supervising units read the books of the schools of their reach (READ_REACH), the administrator the tenant's;
 * they write nothing.
 */
export const FINANCE_KEEPERS: readonly RoleAlias[] = [ROLE.school, ROLE.canteen, ROLE.supplier];
export const FINANCE_REOPENERS: readonly RoleAlias[] = [ROLE.school, ROLE.supplier];
export const FINANCE_READERS: readonly RoleAlias[] = [ROLE.administrator, ...SUPERVISORS];

/**
 * 财务监管 (server/modules/finance/supervision, docs/product-rules.md#finance-supervision): the supervising units
 * (education, 纪委, 市场监管) read the books of the schools of their reach — 学校账簿, 指标预警, 伙食费收支 — and write
 * none, as the platform administrator reads the tenant's through the API (as the other domains' readers; its menus
 * hold no business module, docs/product-rules.md#roles-and-menus); the education bureau alone
 * sets its district's warning thresholds. Their 待办提醒 has the schools of their reach with a month left unclosed past
 * the district's closing day.
 */
export const FINANCE_SUPERVISORS: readonly RoleAlias[] = [ROLE.administrator, ...SUPERVISORS];
export const FINANCE_THRESHOLD_SETTERS: readonly RoleAlias[] = [ROLE.education];
/** The school's book's keepers' 待办提醒 (vouchers to audit and to post, months to close): the school and its canteens. */
export const FINANCE_TODO_KEEPERS: readonly RoleAlias[] = [ROLE.school, ROLE.canteen];
/** A supplier's accounts keep their company's book: their 待办提醒 has its vouchers to audit and to post. */
export const FINANCE_TODO_SUPPLIERS: readonly RoleAlias[] = [ROLE.supplier];

/**
 * 办公审批 and 流程管理 (docs/product-rules.md#workflow): every role holding 办公审批's menu applies for leave and works
 * its tasks — a task itself only by its assignee or a candidate who claimed it; the platform administrator keeps the
 * process models, definitions, node rules and approval posts of every tenant (流程管理) and follows their instances.
 */
export const FLOW_USERS: readonly RoleAlias[] = [ROLE.administrator, ROLE.education, ROLE.school, ROLE.canteen];
export const FLOW_MANAGERS: readonly RoleAlias[] = [ROLE.administrator];

/**
 * 供餐管理 and 校外供餐 (docs/product-rules.md#meal-supply): a school served by a meal provider, and its canteens'
 * staff, keep its 供餐计划, orders, deliveries, acceptances and ratings; the supervising units and the bank read them
 * (校外供餐) in their reach (READ_REACH), the administrator the tenant's through the API; they write nothing. A
 * provider's own accounts (supplier) confirm the orders addressed to their company.
 */
export const MEAL_KEEPERS: readonly RoleAlias[] = [ROLE.school, ROLE.canteen];
/** 供餐订单: a meal provider's own accounts (supplier sign-in) list and confirm the orders addressed to their company. */
export const MEAL_PROVIDERS: readonly RoleAlias[] = [ROLE.supplier];
export const MEAL_SUPERVISORS: readonly RoleAlias[] = [ROLE.administrator, ...SUPERVISORS, ROLE.bank];

/**
 * 信息公开 for parents (docs/product-rules.md#public-disclosure): the roles of the 信息公开 menu read 食谱公示, 价格公示,
 * survey results and complaints of the schools of their reach (READ_REACH); a school keeps its public link, runs its
 * surveys and handles its complaints (受理, 回复 with button `complaint_reply`, 办结); an education bureau runs surveys
 * for schools of its reach and answers the complaints escalated to it. A complaint's contact is read only by the
 * school and its bureau.
 */
export const DISCLOSURE_READERS: readonly RoleAlias[] = [ROLE.administrator, ROLE.education, ROLE.jiwei, ROLE.market, ROLE.school, ROLE.canteen];
export const DISCLOSURE_KEEPERS: readonly RoleAlias[] = [ROLE.school, ROLE.education];
/** The bureau's 待办提醒 holds the complaints escalated to it and still unreplied. */
export const COMPLAINT_BUREAUS: readonly RoleAlias[] = [ROLE.education];

/**
 * 营养管理 and 营养分析 (docs/product-rules.md#nutrition): a school keeps its 菜品库 and its canteens' weekly recipes, a
 * canteen its own canteen's (食谱 publish behind button `recipe_publish`); the supervising units read the published
 * weeks, their analysis, evaluations and reports in their reach (READ_REACH), the administrator the tenant's. The food
 * table and the standard are read by all of them and revised (a new version) by the district: the education bureau
 * and the administrator.
 */
export const NUTRITION_KEEPERS: readonly RoleAlias[] = [ROLE.school, ROLE.canteen];
export const NUTRITION_READERS: readonly RoleAlias[] = [ROLE.administrator, ...SUPERVISORS, ROLE.school, ROLE.canteen];
export const NUTRITION_REVISERS: readonly RoleAlias[] = [ROLE.administrator, ROLE.education];

/**
 * 安全服务 (server/modules/safety, docs/product-rules.md#safety-service): the supervising units and the schools' side
 * read the inspections and hazards of the schools of their reach; the bureau, market supervision and the school's side
 * inspect (a bureau's 教育局检查, market supervision's 市场监管检查, a school's or canteen's 学校自查); the school's side
 * rectifies its hazards; the inspecting unit confirms or returns them, never by the person who rectified. The
 * education bureau keeps the district's checklist templates. Overdue hazards warn the school and the supervisors.
 */
export const SAFETY_READERS: readonly RoleAlias[] = [ROLE.administrator, ...SUPERVISORS, ROLE.school, ROLE.canteen];
export const SAFETY_INSPECTORS: readonly RoleAlias[] = [ROLE.education, ROLE.market, ROLE.school, ROLE.canteen];
export const SAFETY_RECTIFIERS: readonly RoleAlias[] = [ROLE.school, ROLE.canteen];
export const SAFETY_TEMPLATE_KEEPERS: readonly RoleAlias[] = SAFETY_KEEPERS;
export const SAFETY_WARNED: readonly RoleAlias[] = [ROLE.school, ...SUPERVISORS];
/** 服务热线's call log: the education bureau records and handles the calls its service line takes. */
export const SAFETY_CALL_KEEPERS: readonly RoleAlias[] = SAFETY_KEEPERS;
/** What an inspector's inspection is: 1 学校自查 (the school's side), 2 教育局检查, 3 市场监管检查. */
export const SAFETY_INSPECTION_KIND: Partial<Record<RoleAlias, 1 | 2 | 3>> = { school: 1, canteen: 1, education: 2, market: 3 };

/** Roles that score tenders (专家评标) as a panel's expert. */
export const BID_SCORERS: readonly RoleAlias[] = [ROLE.expert];

/**
 * The rules by name: the roles each admits. Code asks `allows(rule, role)` or, for the data a rule reads,
 * `scopeFor(rule)` (access/scope.ts), never compares a role itself.
 */
export const RULES = {
  /** Supervision data (special statistics, canteen figures): every role with a read reach. */
  'supervision.read': ROLE_ALIASES.filter((role) => READ_REACH[role] !== 'none'),
  'cost.write': COST_WRITERS,
  'letter.send': LETTER_SENDERS,
  'letter.answer': LETTER_ANSWERERS,
  'attendance.read': ATTENDANCE_READERS,
  'attendance.write': ATTENDANCE_WRITERS,
  'workPersonnel.read': WORK_PERSONNEL_READERS,
  'workPersonnel.write': WORK_PERSONNEL_WRITERS,
  'diners.keep': SYSTEM_PERSONNEL_KEEPERS,
  'diners.count': [...SYSTEM_PERSONNEL_KEEPERS, ...SYSTEM_PERSONNEL_COUNTERS],
  'wallets.read': WALLET_READERS,
  'devices.keep': DEVICE_KEEPERS,
  'consume.read': CONSUME_READERS,
  'consume.write': CONSUME_WRITERS,
  'consume.summary': [...CONSUME_READERS, ...CONSUME_COUNTERS],
  /** Of the consume summary, the counts without amounts. */
  'consume.countOnly': CONSUME_COUNTERS,
  'bidding.tender': TENDERERS,
  'bidding.approve': BID_APPROVERS,
  'bidding.oversee': BIDDING_OVERSEERS,
  'bidding.score': BID_SCORERS,
  /** A supplier's tender history (its sign-ups and results): those who run, oversee or approve tenders. */
  'bidding.supplierHistory': [...TENDERERS, ...BIDDING_OVERSEERS, ...BID_APPROVERS],
  'qualifications.read': QUALIFICATION_READERS,
  'supply.read': SUPPLY_READERS,
  'supply.write': SUPPLY_KEEPERS,
  'supply.supervise': SUPPLY_SUPERVISORS,
  'supply.approvePlan': SUPPLY_PLAN_APPROVERS,
  'supply.approveQuote': SUPPLY_QUOTE_APPROVERS,
  'ledger.read': LEDGER_READERS,
  'ledger.write': LEDGER_KEEPERS,
  'kitchen.read': KITCHEN_READERS,
  'kitchen.ack': KITCHEN_ACKNOWLEDGERS,
  'home.supervise': HOME_SUPERVISORS,
  'opening.read': OPENING_READERS,
  'notice.publish': NOTICE_PUBLISHERS,
  'agency.read': AGENCY_READERS,
  'finance.keep': FINANCE_KEEPERS,
  'finance.reopen': FINANCE_REOPENERS,
  'finance.read': FINANCE_READERS,
  'finance.supervise': FINANCE_SUPERVISORS,
  'finance.thresholds': FINANCE_THRESHOLD_SETTERS,
  'flow.apply': FLOW_USERS,
  'flow.manage': FLOW_MANAGERS,
  'meal.keep': MEAL_KEEPERS,
  'meal.supervise': MEAL_SUPERVISORS,
  'meal.read': [...MEAL_KEEPERS, ...MEAL_SUPERVISORS],
  'disclosure.read': DISCLOSURE_READERS,
  /** Public links, surveys, complaints handled; the complaint's contact. */
  'disclosure.keep': DISCLOSURE_KEEPERS,
  'complaint.escalated': COMPLAINT_BUREAUS,
  'nutrition.read': NUTRITION_READERS,
  'nutrition.keep': NUTRITION_KEEPERS,
  'nutrition.revise': NUTRITION_REVISERS,
  'safety.read': SAFETY_READERS,
  'safety.inspect': SAFETY_INSPECTORS,
  'safety.rectify': SAFETY_RECTIFIERS,
  'safety.templates': SAFETY_TEMPLATE_KEEPERS,
  'safety.calls': SAFETY_CALL_KEEPERS,
  'safety.plans': SAFETY_PLAN_KEEPERS,
  'safety.train': SAFETY_TRAINERS,
  /** The whole tenant's tenders, departments and users: the platform administrator. */
  'tenant.administer': [ROLE.administrator],
} as const satisfies Record<string, readonly RoleAlias[]>;
export type Rule = keyof typeof RULES;

/** Whether `role` (a role alias; '' for none) is one the rule admits. */
export const allows = (rule: Rule, role: string): boolean => (RULES[rule] as readonly string[]).includes(role);
