// The SQL of 消费: one row shape for every list (a wallet transaction with its person, school and live card) and
// the WHERE of the shared filters, over the caller's schools. Times and days are the deployment's time zone.
import { containing } from '../../platform/http/paging.ts';
import { TYPE_NAMES } from '../system-personnel/index.ts';
import { DINNER_TYPE_NAMES, type TxnType } from '../system-personnel/index.ts';
import type { TxnFilterValues } from './input.ts';

export const TXN_TYPE_NAMES: Record<TxnType, string> = {
  RECHARGE: '充值',
  CONSUME: '消费',
  REFUND: '退款',
  SUBSIDY_GRANT: '补贴发放',
  SUBSIDY_EXPIRE: '补贴清零',
  ADJUST: '调整',
  CLOSE_REFUND: '销户退款',
};

/** Which rows each list reads. */
export const KINDS = {
  detail: ['CONSUME', 'RECHARGE', 'REFUND', 'SUBSIDY_GRANT', 'SUBSIDY_EXPIRE', 'ADJUST', 'CLOSE_REFUND'],
  recharge: ['RECHARGE'],
  refund: ['REFUND', 'CLOSE_REFUND'],
  subsidy: ['SUBSIDY_GRANT'],
} as const satisfies Record<string, readonly TxnType[]>;
export type Kind = keyof typeof KINDS;

const TZ = "current_setting('shian.time_zone')";
/** The start of a day (YYYY-MM-DD) in the deployment's time zone, as a timestamptz. */
export const dayStart = (param: string) => `((${param})::date::timestamp AT TIME ZONE ${TZ})`;

export const ROW = `
  SELECT x.id::text, to_char(x.create_time AT TIME ZONE ${TZ}, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
         p.id::text AS "personnelId", p.personnel_no AS "personnelNo", p.name, p.type AS "personnelType", p.class_name AS "className",
         s.dept_name AS "schoolName", COALESCE((SELECT card_no FROM sys_card WHERE personnel_id = p.id AND status <> 4), '') AS "cardNo",
         x.type AS "txnType", x.amount::int, x.cash_amount::int AS "cashAmount", x.subsidy_amount::int AS "subsidyAmount",
         x.cash_after::int AS "cashAfter", x.subsidy_after::int AS "subsidyAfter", (x.cash_after + x.subsidy_after)::int AS "balanceAfter",
         x.dinner_type AS "dinnerType", COALESCE(x.device_sn, '') AS "deviceSn", x.remark, x.reverses_id::text AS "reversesId",
         (SELECT r.id::text FROM sys_wallet_txn r WHERE r.reverses_id = x.id) AS "reversedBy"
    FROM sys_wallet_txn x JOIN sys_personnel p ON p.id = x.personnel_id JOIN dept s ON s.id = p.school_id`;

export interface TxnRow {
  id: string;
  createTime: string;
  personnelId: string;
  personnelNo: string;
  name: string;
  personnelType: number;
  className: string;
  schoolName: string;
  cardNo: string;
  txnType: TxnType;
  amount: number;
  cashAmount: number;
  subsidyAmount: number;
  cashAfter: number;
  subsidyAfter: number;
  balanceAfter: number;
  dinnerType: number | null;
  deviceSn: string;
  remark: string;
  reversesId: string | null;
  reversedBy: string | null;
}

export const present = (row: TxnRow) => ({
  ...row,
  personnelTypeName: TYPE_NAMES[row.personnelType]!,
  txnTypeName: TXN_TYPE_NAMES[row.txnType],
  dinnerTypeName: row.dinnerType ? DINNER_TYPE_NAMES[row.dinnerType]! : '',
});

/** The WHERE of a list of `kind` over the caller's schools ($1) and tenant ($2); `x` the txn, `p` its person. */
export function txnWhere(tenantId: string, schoolIds: string[], kind: Kind, filters: TxnFilterValues): { where: string; args: unknown[] } {
  const args: unknown[] = [schoolIds, tenantId];
  const parts = ['p.school_id = ANY($1::bigint[])', 'x.tenant_id = $2'];
  const add = (sql: (n: number) => string, value: unknown) => {
    args.push(value);
    parts.push(sql(args.length));
  };
  const types = kind === 'detail' && filters.txnType ? [filters.txnType] : [...KINDS[kind]];
  add((n) => `x.type = ANY($${n}::text[])`, types);
  if (filters.startDate) add((n) => `x.create_time >= ${dayStart(`$${n}`)}`, filters.startDate);
  if (filters.endDate) add((n) => `x.create_time < ${dayStart(`$${n}::date + 1`)}`, filters.endDate);
  if (filters.schoolId) add((n) => `p.school_id = $${n}`, filters.schoolId);
  if (filters.name) add((n) => `p.name LIKE $${n}`, containing(filters.name));
  if (filters.personnelNo) add((n) => `p.personnel_no LIKE $${n}`, containing(filters.personnelNo));
  if (filters.cardNo) add((n) => `EXISTS (SELECT 1 FROM sys_card kc WHERE kc.personnel_id = p.id AND kc.card_no LIKE $${n})`, containing(filters.cardNo));
  if (filters.className) add((n) => `p.class_name LIKE $${n}`, containing(filters.className));
  if (filters.personnelType) add((n) => `p.type = $${n}`, filters.personnelType);
  if (filters.dinnerType) add((n) => `x.dinner_type = $${n}`, filters.dinnerType);
  if (filters.deviceSn) add((n) => `x.device_sn LIKE $${n}`, containing(filters.deviceSn));
  return { where: parts.join(' AND '), args };
}

export const ORDER = 'ORDER BY x.create_time DESC, x.id DESC';
