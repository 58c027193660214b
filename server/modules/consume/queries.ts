// The SQL of 消费: one row shape for every list (a wallet transaction with its person, school and live card) and
// the WHERE of the shared filters, over the caller's schools. Times and days are the deployment's time zone.
import { containing } from '../../platform/http/paging.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { fromZoned, TIME } from '../../platform/db/zoned.ts';
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

/** The start of a day (YYYY-MM-DD, or a date expression) in the deployment's time zone, as a timestamptz. */
export const dayStart = (day: Sql) => fromZoned(sql`(${day})::date`);

export const ROW = sql`
  SELECT x.id::text, ${TIME('x.create_time')} AS "createTime",
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

/** The WHERE of a list of `kind` over the caller's schools and tenant; `x` the txn, `p` its person. */
export function txnWhere(tenantId: string, schoolIds: string[], kind: Kind, filters: TxnFilterValues): Sql {
  const types = kind === 'detail' && filters.txnType ? [filters.txnType] : [...KINDS[kind]];
  const parts = [sql`p.school_id = ANY(${schoolIds}::bigint[])`, sql`x.tenant_id = ${tenantId}`, sql`x.type = ANY(${types}::text[])`];
  if (filters.startDate) parts.push(sql`x.create_time >= ${dayStart(sql`${filters.startDate}`)}`);
  if (filters.endDate) parts.push(sql`x.create_time < ${dayStart(sql`${filters.endDate}::date + 1`)}`);
  if (filters.schoolId) parts.push(sql`p.school_id = ${filters.schoolId}`);
  if (filters.name) parts.push(sql`p.name LIKE ${containing(filters.name)}`);
  if (filters.personnelNo) parts.push(sql`p.personnel_no LIKE ${containing(filters.personnelNo)}`);
  if (filters.cardNo) parts.push(sql`EXISTS (SELECT 1 FROM sys_card kc WHERE kc.personnel_id = p.id AND kc.card_no LIKE ${containing(filters.cardNo)})`);
  if (filters.className) parts.push(sql`p.class_name LIKE ${containing(filters.className)}`);
  if (filters.personnelType) parts.push(sql`p.type = ${filters.personnelType}`);
  if (filters.dinnerType) parts.push(sql`x.dinner_type = ${filters.dinnerType}`);
  if (filters.deviceSn) parts.push(sql`x.device_sn LIKE ${containing(filters.deviceSn)}`);
  return sql.join(parts, ' AND ');
}

export const ORDER = sql`ORDER BY x.create_time DESC, x.id DESC`;
