// The demo's finance (docs/product-rules.md#finance): a book for every demo school and supplier company with its seed
// chart, 2026-10 closed and the months to the app clock's open; 第一小学's book with 24 vouchers over October and this
// month — every status, one 冲销 pair, October posted and numbered without a gap — and a few on 鲜丰's book. Two more
// accounts so that a voucher is never audited by its preparer: `accountant` (会计, 第一小学's canteen) and
// `supplieracct` (a second account of 鲜丰). A handful of statements (docs/testing.md rule 4).
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';
import { localClock } from '../platform/db/zoned.ts';
import { BOOK_KIND, counterpartSubject, createBooks, previousMonth, type Book } from '../modules/finance/index.ts';
import { DEPT_CATEGORY } from '../../contract/org.ts';
import { seedId, SPACE } from './ids.ts';
import { demoPasswordHash, DEMO_SUPPLIER, roleId } from './org.ts';

const SCHOOL1 = seedId(SPACE.dept, 3);
const CANTEEN1 = seedId(SPACE.dept, 4);
const FRESH = seedId(SPACE.supplier, 1);
const CLOSED = '2026-10';

type Line = [summary: string, code: string, debit: number, credit: number];
interface Planned {
  /** 0: the closed month, 1: this month */
  month: 0 | 1;
  day: number;
  status: 0 | 1 | 2;
  lines: Line[];
  /** the number (in its month) of the voucher it reverses */
  reverses?: number;
}

const pair = (summary: string, debitCode: string, creditCode: string, fen: number): Line[] => [
  [summary, debitCode, fen, 0],
  [summary, creditCode, 0, fen],
];

const SCHOOL_VOUCHERS: Planned[] = [
  { month: 0, day: 2, status: 2, lines: pair('收到十月学生伙食费', '1002', '2203', 3_600_000) },
  { month: 0, day: 3, status: 2, lines: pair('采购大米面粉', '1403.01', '2202.001', 480_000) },
  { month: 0, day: 5, status: 2, lines: pair('采购猪肉蔬菜', '1403.02', '2202.001', 1_250_000) },
  { month: 0, day: 6, status: 2, lines: pair('采购调料', '1403.03', '1001', 36_000) },
  { month: 0, day: 12, status: 2, lines: pair('收到上级伙食补助', '1231', '2203', 600_000) },
  { month: 0, day: 15, status: 2, lines: pair('补助款到账', '1002', '1231', 600_000) },
  { month: 0, day: 20, status: 2, lines: pair('支付鲜丰货款', '2202.001', '1002', 1_500_000) },
  { month: 0, day: 25, status: 2, lines: pair('支付燃气费', '5101', '1002', 85_000) },
  { month: 0, day: 31, status: 2, lines: pair('结转十月主食成本', '5001', '1403.01', 420_000) },
  { month: 0, day: 31, status: 2, lines: pair('结转十月副食成本', '5002', '1403.02', 1_180_000) },
  { month: 0, day: 31, status: 2, lines: pair('结转十月调料成本', '5003', '1403.03', 30_000) },
  { month: 0, day: 31, status: 2, lines: pair('确认十月伙食费收入', '2203', '4001', 2_950_000) },
  { month: 1, day: 2, status: 2, lines: pair('收到本月学生伙食费', '1002', '2203', 3_420_000) },
  { month: 1, day: 3, status: 2, lines: pair('采购面粉食用油', '1403.01', '2202.001', 365_000) },
  { month: 1, day: 4, status: 2, lines: pair('采购肉禽蛋', '1403.02', '2202.001', 980_000) },
  { month: 1, day: 8, status: 2, lines: pair('领用主食', '5001', '1403.01', 350_000) },
  { month: 1, day: 9, status: 2, lines: pair('领用副食', '5002', '1403.02', 910_000) },
  {
    month: 1,
    day: 10,
    status: 2,
    reverses: 5,
    lines: pair('冲销 记-0005 号凭证：领用副食', '5002', '1403.02', -910_000),
  },
  { month: 1, day: 10, status: 2, lines: pair('领用副食（更正）', '5002', '1403.02', 920_000) },
  { month: 1, day: 12, status: 1, lines: pair('支付鲜丰货款', '2202.001', '1002', 1_200_000) },
  { month: 1, day: 14, status: 1, lines: pair('采购蔬菜', '1403.02', '2202.001', 268_000) },
  { month: 1, day: 16, status: 0, lines: pair('确认本月伙食费收入', '2203', '4001', 2_480_000) },
  { month: 1, day: 18, status: 0, lines: pair('支付燃气费', '5101', '1002', 79_000) },
  {
    month: 1,
    day: 20,
    status: 0,
    lines: [
      ['采购调料及鸡蛋', '1403.03', 12_000, 0],
      ['采购调料及鸡蛋', '1403.02', 6_500, 0],
      ['采购调料及鸡蛋', '1001', 0, 18_500],
    ],
  },
];

const SUPPLIER_VOUCHERS: Planned[] = [
  { month: 0, day: 5, status: 2, lines: pair('向第一小学销售食材', '1122.001', '6001', 1_730_000) },
  { month: 0, day: 31, status: 2, lines: pair('结转十月销售成本', '6401', '1405', 1_300_000) },
  { month: 0, day: 20, status: 2, lines: pair('收到第一小学货款', '1002', '1122.001', 1_500_000) },
  { month: 1, day: 4, status: 2, lines: pair('向第一小学销售食材', '1122.001', '6001', 1_345_000) },
  { month: 1, day: 12, status: 0, lines: pair('收到第一小学货款', '1002', '1122.001', 1_200_000) },
];

export async function seedFinance(client: pg.PoolClient): Promise<void> {
  const hash = await demoPasswordHash();
  const accountant = await client.query<{ id: string }>(
    sql`INSERT INTO app_user (tenant_id, account, password_hash, name, real_name, nick_name, phone, sex, dept_id, role_id, user_type, login_type)
        VALUES ('100001', 'accountant', ${hash}, '会计', '会计', '会计', '13800000013', 2, ${CANTEEN1}, ${roleId(1, 'canteen')}, 'canteen', 0) RETURNING id::text`,
  );
  const supplierAcct = await client.query<{ id: string }>(
    sql`INSERT INTO supplier_account (tenant_id, company_id, account, password_hash, real_name, phone)
        VALUES (${DEMO_SUPPLIER.tenant}, ${FRESH}, 'supplieracct', ${hash}, '钱会计', '13900000015') RETURNING id::text`,
  );
  const people = await client.query<{ canteen: string; school: string; supplier: string }>(
    sql`SELECT (SELECT id::text FROM app_user WHERE tenant_id = '100001' AND account = 'canteen') AS canteen,
               (SELECT id::text FROM app_user WHERE tenant_id = '100001' AND account = 'school') AS school,
               (SELECT id::text FROM supplier_account WHERE tenant_id = '100001' AND account = ${DEMO_SUPPLIER.account}) AS supplier`,
  );
  const { canteen, school, supplier } = people.rows[0]!;

  const { month: thisMonth } = await localClock(client);
  const closed = thisMonth > CLOSED ? CLOSED : previousMonth(thisMonth);
  const owners = await client.query<{ schools: string[]; suppliers: string[] }>(
    sql`SELECT ARRAY(SELECT id::text FROM dept WHERE dept_category = ${DEPT_CATEGORY.school} AND is_deleted = 0 AND tenant_id <> '000000' ORDER BY id) AS schools,
               ARRAY(SELECT id::text FROM supplier_company WHERE is_deleted = 0 ORDER BY id) AS suppliers`,
  );
  const { schools, suppliers } = owners.rows[0]!;
  await createBooks(client, { kind: BOOK_KIND.school, ownerIds: schools, startPeriod: closed, openThrough: thisMonth });
  await createBooks(client, { kind: BOOK_KIND.supplier, ownerIds: suppliers, startPeriod: closed, openThrough: thisMonth });
  const books = await client.query<Book>(
    sql`SELECT id::text, tenant_id AS "tenantId", kind, school_id::text AS "schoolId", supplier_id::text AS "supplierId", name, start_period AS "startPeriod"
          FROM fin_book WHERE school_id = ${SCHOOL1} OR supplier_id = ${FRESH} ORDER BY kind`,
  );
  const [schoolBook, supplierBook] = books.rows as [Book, Book];
  await counterpartSubject(client, schoolBook, FRESH);
  await counterpartSubject(client, supplierBook, SCHOOL1);
  await client.query(
    sql`UPDATE fin_period p SET status = 1, closed_time = now(),
               closed_by = CASE p.book_id WHEN ${schoolBook.id}::bigint THEN ${school}::bigint WHEN ${supplierBook.id}::bigint THEN ${supplier}::bigint END
         WHERE p.period = ${closed} AND p.book_id IN (SELECT id FROM fin_book WHERE start_period = ${closed})`,
  );

  // today's day at most, so that nothing is dated in the future
  const today = Number((await localClock(client)).today.slice(8, 10));
  const lastOfClosed = new Date(Date.UTC(Number(closed.slice(0, 4)), Number(closed.slice(5, 7)), 0)).getUTCDate();
  const vouchers: object[] = [];
  const lines: object[] = [];
  const plan = (book: Book, list: Planned[], preparer: string, auditor: string, poster: string) => {
    const numbers: [number, number] = [0, 0];
    for (const voucher of list) {
      const period = voucher.month === 0 ? closed : thisMonth;
      const day = Math.min(voucher.day, voucher.month === 0 ? lastOfClosed : today);
      const date = `${period}-${String(day).padStart(2, '0')}`;
      const number = (numbers[voucher.month] += 1);
      const total = voucher.lines.reduce((sum, line) => sum + line[2], 0);
      vouchers.push({
        book: book.id,
        tenant: book.tenantId,
        period,
        number,
        date,
        status: voucher.status,
        total,
        preparer,
        auditor: voucher.status > 0 ? auditor : null,
        poster: voucher.status > 1 ? poster : null,
        reverses: voucher.reverses ?? null,
      });
      voucher.lines.forEach(([summary, code, debit, credit], index) =>
        lines.push({ book: book.id, period, number, lineNo: index + 1, summary, code, debit, credit, date, posted: voucher.status === 2 }),
      );
    }
  };
  plan(schoolBook, SCHOOL_VOUCHERS, canteen, accountant.rows[0]!.id, accountant.rows[0]!.id);
  plan(supplierBook, SUPPLIER_VOUCHERS, supplier, supplierAcct.rows[0]!.id, supplier);

  await client.query(
    sql`INSERT INTO fin_voucher (tenant_id, book_id, period, word, number, voucher_date, status, total, preparer, auditor, audit_time, poster, post_time, create_time, update_time)
        SELECT v.tenant, v.book, v.period, '记', v.number, v.date, v.status, v.total, v.preparer, v.auditor,
               CASE WHEN v.auditor IS NOT NULL THEN v.date + time '16:00' END, v.poster, CASE WHEN v.poster IS NOT NULL THEN v.date + time '17:00' END,
               v.date + time '09:00', v.date + time '09:00'
          FROM jsonb_to_recordset(${JSON.stringify(vouchers)}::jsonb) AS v (tenant text, book bigint, period text, number int, date date, status smallint, total bigint,
                                                                            preparer bigint, auditor bigint, poster bigint, reverses int)`,
  );
  await client.query(
    sql`INSERT INTO fin_voucher_line (voucher_id, line_no, summary, subject_id, debit, credit, book_id, voucher_date, posted)
        SELECT v.id, l."lineNo", l.summary, s.id, l.debit, l.credit, l.book, l.date, l.posted
          FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS l (book bigint, period text, number int, "lineNo" int, summary text, code text,
                                                                         debit bigint, credit bigint, date date, posted boolean)
          JOIN fin_voucher v ON v.book_id = l.book AND v.period = l.period AND v.word = '记' AND v.number = l.number
          JOIN fin_subject s ON s.book_id = l.book AND s.code = l.code AND s.is_deleted = 0`,
  );
  await client.query(
    sql`UPDATE fin_voucher r SET reversal_of = o.id, remark = '冲销 记-' || lpad(o.number::text, 4, '0') || ' 号凭证'
          FROM jsonb_to_recordset(${JSON.stringify(vouchers)}::jsonb) AS v (book bigint, period text, number int, reverses int)
          JOIN fin_voucher o ON o.book_id = v.book AND o.period = v.period AND o.word = '记' AND o.number = v.reverses
         WHERE v.reverses IS NOT NULL AND r.book_id = v.book AND r.period = v.period AND r.word = '记' AND r.number = v.number`,
  );
}
