// The tender bench's seed (SEED_BENCH_BIDDING=1, never in a real installation), for `npm run bench:bidding`:
// 20,000 tenders of 东湖区 spread over the states with 200,000 sign-ups (ten suppliers each); one tender
// ready to open with 50 quoted bids of 100 goods lines each (its opening and its ranking are timed); and 100
// tenders awaiting approval for two approvers to race over.
import type pg from 'pg';
import { demoPasswordHash } from './org.ts';
import { sql } from '../platform/db/sql.ts';

export const BENCH_TENDERS = 20_000;
export const BENCH_SIGN_UPS_EACH = 10;
export const BENCH_BIDS = 50;
export const BENCH_LINES = 100;
export const BENCH_RACES = 100;
const SCORE_ITEMS = JSON.stringify([{ code: 'quality', name: '商品质量', max: 60 }]);

export async function seedBenchBidding(client: pg.PoolClient): Promise<void> {
  const base = await client.query<{ school: string; bureau: string; approver: string; creator: string; panel: string }>(
    `SELECT s.id::text AS school, c.dept_id::text AS bureau, a.id::text AS approver, c.id::text AS creator,
            (SELECT id::text FROM bidding_group WHERE tenant_id = '100001' AND group_name = '大米粮油评标小组') AS panel
       FROM app_user c, app_user a, dept s
      WHERE c.account = 'centre' AND c.tenant_id = '100001' AND a.account = 'approver' AND a.tenant_id = '100001' AND s.dept_name = '东湖区第一小学'`,
  );
  const ids = base.rows[0];
  if (!ids?.panel) throw new Error('SEED_BENCH_BIDDING needs the demo data (SEED_DEMO)');
  const hash = await demoPasswordHash();
  // 50 bench suppliers (with accounts benchsup1…benchsup50) beside the demo ones
  await client.query(
    sql`INSERT INTO supplier_company (tenant_id, supplier_name, contacts_name, mobile, status)
     SELECT '100001', '压测供应商' || n || '号', '联系人' || n, '139' || lpad(n::text, 8, '0'), 1 FROM generate_series(1, ${BENCH_BIDS}) n`,
  );
  await client.query(
    sql`INSERT INTO supplier_account (tenant_id, company_id, account, password_hash, real_name)
     SELECT '100001', id, 'benchsup' || substring(supplier_name FROM '[0-9]+'), ${hash}, contacts_name FROM supplier_company WHERE supplier_name LIKE '压测供应商%'`,
  );
  const columns = `tenant_id, bidding_no, school_id, dept_id, approver_id, title, category, budget, supply_start, supply_end, required_doc_types,
                   sign_up_start, sign_up_end, opening_time, price_weight, score_items, bidding_group_id, create_user, bidding_progress, publish_time, create_time`;
  // 20,000 published tenders (states 3 to 10), titles from a few goods, each with its shortlist and ten sign-ups
  await client.query(
    sql`INSERT INTO bidding (${sql.raw(columns)})
     SELECT '100001', 'BENCH' || lpad(g::text, 6, '0'), CASE WHEN g % 2 = 0 THEN ${ids.school}::bigint ELSE ${ids.bureau}::bigint END, ${ids.bureau}, ${ids.approver},
            (ARRAY['大米','面粉','食用油','猪肉','鸡蛋','蔬菜','豆制品','水产'])[1 + g % 8] || (ARRAY['集中采购','季度采购','年度配送','专项采购'])[1 + (g / 8) % 4] || g,
            'G0' || (1 + g % 6), (10000 + g) * 100, current_date, current_date + 180, '{1}', now() - interval '30 days', now() + interval '10 days', now() + interval '11 days',
            40, ${SCORE_ITEMS}::jsonb, ${ids.panel}, ${ids.creator}, 3 + g % 8, now() - interval '30 days', now() - make_interval(mins => g)
       FROM generate_series(1, ${BENCH_TENDERS}) g`,
  );
  await client.query(`INSERT INTO bidding_shortlist (bidding_id) SELECT id FROM bidding WHERE bidding_no LIKE 'BENCH%'`);
  await client.query(
    sql`INSERT INTO supplier_sign_up (tenant_id, bidding_id, short_id, supplier_id, contacts_name, mobile, short_status)
     SELECT '100001', b.id, s.id, c.id, '联系人', '13900000000', (b.id + c.id) % 3
       FROM bidding b JOIN bidding_shortlist s ON s.bidding_id = b.id
       CROSS JOIN LATERAL (SELECT id FROM supplier_company WHERE supplier_name LIKE '压测供应商%' ORDER BY ((id % 100003) * 7919 + b.id % 100003) % 97, id LIMIT ${BENCH_SIGN_UPS_EACH}) c
      WHERE b.bidding_no LIKE 'BENCH%'`,
  );
  // nothing for the clock to move while the bench runs
  await client.query(`UPDATE bidding SET publicity_end = now() + interval '30 days' WHERE bidding_no LIKE 'BENCH%' AND bidding_progress = 8`);

  // the tender to open: 100 lines, 50 shortlisted bids all quoted, its opening time just past
  const open = await client.query<{ id: string }>(
    sql`INSERT INTO bidding (${sql.raw(columns)})
     VALUES ('100001', 'BENCHOPEN', ${ids.school}, ${ids.bureau}, ${ids.approver}, '压测：50家投标100项商品的开标', 'G01', 999999900, current_date, current_date + 180, '{1}',
             now() - interval '5 days', now() - interval '2 days', now() - interval '1 minute', 40, ${SCORE_ITEMS}::jsonb, ${ids.panel}, ${ids.creator}, 5, now() - interval '5 days', now())
     RETURNING id::text`,
  );
  const tender = open.rows[0]!.id;
  await client.query(
    sql`INSERT INTO school_goods (code, parent_code, name, unit, sort) SELECT 'B' || lpad(n::text, 4, '0'), 'G01', '压测商品' || n, 'kg', 100 + n FROM generate_series(1, ${BENCH_LINES}) n
     ON CONFLICT DO NOTHING`,
  );
  await client.query(
    sql`INSERT INTO bidding_line (bidding_id, goods_code, goods_name, unit, est_qty, sort) SELECT ${tender}, code, name, unit, 100 + sort, sort FROM school_goods WHERE code LIKE 'B%'`,
  );
  const shortlist = await client.query<{ id: string }>(sql`INSERT INTO bidding_shortlist (bidding_id, status) VALUES (${tender}, 1) RETURNING id::text`);
  await client.query(
    sql`INSERT INTO supplier_sign_up (tenant_id, bidding_id, short_id, supplier_id, contacts_name, mobile, short_status)
     SELECT '100001', ${tender}, ${shortlist.rows[0]!.id}, id, contacts_name, mobile, 1 FROM supplier_company WHERE supplier_name LIKE '压测供应商%'`,
  );
  await client.query(
    sql`INSERT INTO my_bidding (bidding_id, sign_up_id, supplier_id, status, submit_time)
     SELECT bidding_id, id, supplier_id, 1, now() - make_interval(mins => (id % 500)::int) FROM supplier_sign_up WHERE bidding_id = ${tender}`,
  );
  await client.query(
    // money in fen: unit prices 5.00–7.99 元, each line's amount rounded to the fen
    sql`INSERT INTO my_bidding_line (my_bidding_id, line_id, unit_price, amount)
     SELECT m.id, l.id, 500 + (m.id + l.id) % 300, round((500 + (m.id + l.id) % 300) * l.est_qty)::bigint FROM my_bidding m JOIN bidding_line l ON l.bidding_id = m.bidding_id
      WHERE m.bidding_id = ${tender}`,
  );
  await client.query(
    sql`UPDATE my_bidding m SET total_amount = (SELECT sum(amount) FROM my_bidding_line WHERE my_bidding_id = m.id) WHERE bidding_id = ${tender}`,
  );

  // tenders awaiting approval, for the approvers' race
  await client.query(
    sql`INSERT INTO bidding (${sql.raw(columns)})
     SELECT '100001', 'BENCHRACE' || lpad(g::text, 3, '0'), ${ids.school}, ${ids.bureau}, ${ids.approver}, '压测：审批竞争' || g, 'G01', 10000, current_date + 30, current_date + 180, '{1}',
            now() + interval '2 days', now() + interval '6 days', now() + interval '8 days', 40, ${SCORE_ITEMS}::jsonb, ${ids.panel}, ${ids.creator}, 1, NULL, now()
       FROM generate_series(1, ${BENCH_RACES}) g`,
  );
  await client.query('ANALYZE bidding');
  await client.query('ANALYZE supplier_sign_up');
}
