// What a book's drafts are made from (docs/product-rules.md#drafted-vouchers): the business records of the book's school
// or supplier company that no voucher of the book has taken yet, one query per kind. Each answers rows of
// { key, day, party, partyName, category, amount, n }: `key` is the fin_voucher_source key (a wallet change's, an
// acceptance's or a payment's id; 'canteenId:YYYY-MM-DD' for a canteen's day of meals or issues), `day` the local day,
// `party` what the voucher is grouped by besides the day (a canteen, a supplier, a school), `category` the goods'
// category (G0x) where the lines split by it, `amount` in fen (> 0), `n` the records it stands for. Days in the
// deployment's zone; nothing before the book's first period.
import type { Queryable } from '../../../platform/db/database.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { fromZoned, zonedText } from '../../../platform/db/zoned.ts';

export const SCHOOL_KINDS = ['recharge', 'refund', 'subsidy', 'consume', 'acceptance', 'issue', 'payment'] as const;
export const SUPPLIER_KINDS = ['sale', 'receipt'] as const;
export type DraftKind = (typeof SCHOOL_KINDS)[number] | (typeof SUPPLIER_KINDS)[number];
export const DRAFT_KINDS: readonly DraftKind[] = [...SCHOOL_KINDS, ...SUPPLIER_KINDS];

export interface DraftBook {
  id: string;
  tenantId: string;
  kind: 1 | 2;
  schoolId: string | null;
  supplierId: string | null;
  startPeriod: string;
}

export interface SourceRow {
  key: string;
  day: string;
  party: string | null;
  partyName: string | null;
  category: string | null;
  amount: number;
  n: number;
}

const DAY = (column: string) => zonedText(column, 'YYYY-MM-DD');
/** A line's accepted amount by the supply chain's rule (fen per kg, L or 个 × g, ml or 个; ÷ 1000 half up but for 个). */
const ACCEPTED = sql`CASE WHEN l.base_unit = '个' THEN l.unit_price * a.accepted_qty ELSE (l.unit_price * a.accepted_qty + 500) / 1000 END`;
const ISSUED = sql`CASE WHEN b.base_unit = '个' THEN b.unit_price * -m.quantity ELSE (b.unit_price * -m.quantity + 500) / 1000 END`;
const CATEGORY = (goodsCode: string) => sql.raw(`left(${goodsCode}, 3)`);

/** The source rows of one kind on `book` not yet drafted on it, up to `to` (a day) when given. */
export function sourcesOf(book: DraftBook, kind: DraftKind, to: string | null): Sql {
  const since = fromZoned(sql`${`${book.startPeriod}-01`}::date`);
  const untaken = (key: Sql) =>
    sql`NOT EXISTS (SELECT 1 FROM fin_voucher_source s WHERE s.book_id = ${book.id} AND s.source_kind = ${kind} AND s.source_key = ${key})`;
  const upTo = (day: Sql) => (to ? sql`AND ${day} <= ${to}` : sql.empty);
  const wallet = (types: string[], amount: Sql, extra = sql.empty) => sql`
    SELECT t.id::text AS key, ${DAY('t.create_time')} AS day, NULL AS party, NULL AS "partyName", NULL AS category, (${amount})::float8 AS amount, 1 AS n
      FROM sys_wallet_txn t JOIN sys_personnel p ON p.id = t.personnel_id
     WHERE p.school_id = ${book.schoolId} AND t.tenant_id = ${book.tenantId} AND t.type = ANY(${types}::text[]) AND t.create_time >= ${since} ${extra}
       AND ${amount} > 0 AND ${untaken(sql`t.id::text`)} ${upTo(DAY('t.create_time'))}`;
  switch (kind) {
    case 'recharge':
      return wallet(['RECHARGE'], sql`t.cash_amount`);
    case 'refund':
      // cash paid out; a refund that reverses a consumption (撤销消费) is not cash leaving: it un-counts the meal
      return wallet(['REFUND', 'CLOSE_REFUND'], sql`-t.cash_amount`, sql`AND t.reverses_id IS NULL`);
    case 'subsidy':
      return wallet(['SUBSIDY_GRANT'], sql`t.subsidy_amount`);
    case 'consume':
      // each meal not reversed, for its device's canteen, else its window's, else the diner's (else the school)
      return sql`
        SELECT x.canteen::text || ':' || x.day AS key, x.day, x.canteen::text AS party, d.dept_name AS "partyName", NULL AS category,
               x.amount::float8 AS amount, x.n::int AS n
          FROM (SELECT COALESCE(fd.canteen_id, w.canteen_id, p.canteen_id, p.school_id) AS canteen, ${DAY('t.create_time')} AS day,
                       sum(-t.amount) AS amount, count(*) AS n
                  FROM sys_wallet_txn t JOIN sys_personnel p ON p.id = t.personnel_id
                  LEFT JOIN face_device fd ON fd.sn = t.device_sn LEFT JOIN canteen_window w ON w.id = t.window_id
                 WHERE p.school_id = ${book.schoolId} AND t.tenant_id = ${book.tenantId} AND t.type = 'CONSUME' AND t.create_time >= ${since}
                   AND NOT EXISTS (SELECT 1 FROM sys_wallet_txn r WHERE r.reverses_id = t.id)
                 GROUP BY 1, 2) x
          JOIN dept d ON d.id = x.canteen
         WHERE x.amount > 0 AND ${untaken(sql`x.canteen::text || ':' || x.day`)} ${upTo(sql`x.day`)}`;
    case 'acceptance':
    case 'sale': {
      const school = kind === 'acceptance';
      return sql`
        SELECT a.id::text AS key, ${DAY('a.create_time')} AS day,
               ${school ? sql`o.supplier_id::text` : sql`o.school_id::text`} AS party, ${school ? sql`c.supplier_name` : sql`sd.dept_name`} AS "partyName",
               ${CATEGORY('l.goods_code')} AS category, (${ACCEPTED})::float8 AS amount, 1 AS n
          FROM supply_acceptance a JOIN supply_order o ON o.id = a.order_id JOIN supply_order_line l ON l.id = a.line_id
          JOIN supplier_company c ON c.id = o.supplier_id JOIN dept sd ON sd.id = o.school_id
         WHERE ${school ? sql`o.school_id = ${book.schoolId}` : sql`o.supplier_id = ${book.supplierId}`} AND o.tenant_id = ${book.tenantId}
           AND a.accepted_qty > 0 AND a.create_time >= ${since} AND ${untaken(sql`a.id::text`)} ${upTo(DAY('a.create_time'))}`;
    }
    case 'issue':
      return sql`
        SELECT x.canteen::text || ':' || x.day AS key, x.day, x.canteen::text AS party, d.dept_name AS "partyName", x.category,
               x.amount::float8 AS amount, x.n::int AS n
          FROM (SELECT m.canteen_id AS canteen, ${DAY('m.create_time')} AS day, ${CATEGORY('m.goods_code')} AS category,
                       sum(${ISSUED}) AS amount, count(*) AS n
                  FROM stock_movement m JOIN stock_batch b ON b.id = m.batch_id JOIN dept c ON c.id = m.canteen_id
                 WHERE c.parent_id = ${book.schoolId} AND m.tenant_id = ${book.tenantId} AND m.kind = 2 AND m.quantity < 0 AND m.create_time >= ${since}
                 GROUP BY 1, 2, 3) x
          JOIN dept d ON d.id = x.canteen
         WHERE x.amount > 0 AND ${untaken(sql`x.canteen::text || ':' || x.day`)} ${upTo(sql`x.day`)}`;
    case 'payment':
    case 'receipt': {
      const school = kind === 'payment';
      return sql`
        SELECT f.id::text AS key, to_char(f.pay_date, 'YYYY-MM-DD') AS day,
               ${school ? sql`f.supplier_id::text` : sql`f.school_id::text`} AS party, ${school ? sql`c.supplier_name` : sql`sd.dept_name`} AS "partyName",
               NULL AS category, f.amount::float8 AS amount, 1 AS n
          FROM fin_payment f JOIN supplier_company c ON c.id = f.supplier_id JOIN dept sd ON sd.id = f.school_id
         WHERE ${school ? sql`f.school_id = ${book.schoolId}` : sql`f.supplier_id = ${book.supplierId}`} AND f.tenant_id = ${book.tenantId}
           AND f.is_deleted = 0 AND f.pay_date >= ${`${book.startPeriod}-01`}::date AND ${untaken(sql`f.id::text`)} ${upTo(sql`to_char(f.pay_date, 'YYYY-MM-DD')`)}`;
    }
  }
}

/** The kinds a book drafts: a school's seven, a supplier's two. */
export const kindsOf = (book: DraftBook): readonly DraftKind[] => (book.kind === 1 ? SCHOOL_KINDS : SUPPLIER_KINDS);

export async function readSources(db: Queryable, book: DraftBook, kind: DraftKind, to: string | null): Promise<SourceRow[]> {
  const { rows } = await db.query<SourceRow>(sql`${sourcesOf(book, kind, to)} ORDER BY day, key`);
  return rows;
}
