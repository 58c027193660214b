// Demo data of 检测管理 (docs/product-rules.md#食品检测) for the two demo canteens of 从业人员 (第一小学学生食堂, the
// `canteen` account's, and 实验中学第一食堂): two testing devices each (one due for calibration within 30 days), a month
// of 快速检测 and 农残检测 on the weekdays before the seeding — a few 不合格 with their follow-up (退货, 销毁) — tested by
// each canteen's 食品安全员, a passing test of each meat, aquatic or vegetable batch on hand on the day it came into
// stock, and three lab reports. The month's goods were eaten long ago (as the supply history's, which makes no stock
// batches): those tests name the goods and no batch. Draws are md5 of the canteen and day, the same every time; one
// INSERT … SELECT per table, so the first start stays within its budget.
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { INHIBITION_LIMIT, TEST_RESULT } from '../../contract/ledgers/index.ts';
import { sql } from '../platform/db/sql.ts';
import { DB_TODAY, fromZoned } from '../platform/db/zoned.ts';
import { WORK_PERSONNEL_CANTEENS, WORK_PERSONNEL_IDS } from './work-personnel-seed.ts';

const { canteen1, school1, canteen2a, school2 } = WORK_PERSONNEL_CANTEENS;
/** The canteens, their schools and their testers (食品安全员). */
const PLACES: [canteen: string, school: string, tester: string, key: number][] = [
  [canteen1, school1, WORK_PERSONNEL_IDS.CY006!, 1],
  [canteen2a, school2, WORK_PERSONNEL_IDS.SY006!, 2],
];
/** 快速检测 of the month: goods, item, method, value and limit (mg/kg) for a measured item, in turn by day. */
const RAPID: [goods: string, item: string, method: string, value: number | null, threshold: number | null][] = [
  ['猪肉（后腿肉）', 'clenbuterol', 'colloidal_gold', null, null],
  ['带鱼', 'formaldehyde', 'test_strip', null, null],
  ['腌制酸菜', 'nitrite', 'reagent_kit', 6, 20],
  ['鲈鱼', 'malachite_green', 'colloidal_gold', null, null],
  ['腐竹', 'rongalite', 'test_strip', null, null],
  ['牛肉', 'clenbuterol', 'colloidal_gold', null, null],
  ['湿米粉', 'borax', 'test_strip', null, null],
];
/** 农残检测's vegetables, two a day in turn. */
const GREENS = ['青菜', '菠菜', '芹菜', '韭菜', '黄瓜', '番茄', '豇豆', '大白菜', '生菜', '西兰花'];

export async function seedFoodTesting(client: pg.PoolClient): Promise<void> {
  const places = sql`(SELECT * FROM unnest(${PLACES.map((p) => p[0])}::bigint[], ${PLACES.map((p) => p[1])}::bigint[], ${PLACES.map((p) => p[2])}::bigint[],
                                           ${PLACES.map((p) => p[3])}::int[]) AS x(canteen, school, tester, key))`;
  await client.query(
    sql`INSERT INTO test_device (tenant_id, school_id, canteen_id, name, model, serial_no, calibrated_on, calibration_due, remark, create_time, update_time)
     SELECT '100001', p.school, p.canteen, d.name, d.model, d.prefix || lpad(p.key::text, 3, '0'), ${DB_TODAY} - d.since, ${DB_TODAY} + d.due, d.remark,
            now() - make_interval(days => d.since), now() - make_interval(days => d.since)
       FROM ${places} p CROSS JOIN (VALUES ('农药残留速测仪', 'NC-8A', 'NC2025', 340, 25, '到期前送区计量所校准'),
                                           ('食品安全快速检测箱', 'KJ-12', 'KJ2026', 160, 205, '')) AS d(name, model, prefix, since, due, remark)`,
  );
  const person = sql`(SELECT name FROM work_personnel w WHERE w.id = p.tester)`;
  const days = sql`(SELECT d::date AS day, (${DB_TODAY} - d::date) AS ago FROM generate_series(${DB_TODAY} - 30, ${DB_TODAY} - 1, interval '1 day') d
                    WHERE extract(isodow FROM d) < 6)`;
  const device = (model: string) => sql`(SELECT id FROM test_device t WHERE t.canteen_id = p.canteen AND t.model = ${model})`;
  const deviceName = (model: string) => sql`(SELECT name FROM test_device t WHERE t.canteen_id = p.canteen AND t.model = ${model})`;
  const at = fromZoned(sql`d.day + time '07:20' + make_interval(mins => p.key * 7)`);
  const author = sql`(SELECT u.id FROM work_personnel w JOIN app_user u ON u.id = w.user_id WHERE w.canteen_id = p.canteen LIMIT 1)`;
  // the month's rapid tests: one a day, the item in turn; 带鱼's formaldehyde 不合格 twelve days ago in 第一小学 (returned)
  const failed = sql`(p.key = 1 AND d.ago = (SELECT min(x.ago) FROM ${days} x WHERE x.ago >= 12))`;
  await client.query(
    sql`INSERT INTO ledger_rapid_test (tenant_id, school_id, canteen_id, record_date, goods_name, item, method, value, threshold, result, device_id, device_name,
                                       tester_id, tester_name, follow_up, follow_up_note, create_user, create_user_name, create_time, update_time)
     SELECT '100001', p.school, p.canteen, d.day, CASE WHEN ${failed} THEN '带鱼' ELSE r.goods END, CASE WHEN ${failed} THEN 'formaldehyde' ELSE r.item END,
            CASE WHEN ${failed} THEN 'test_strip' ELSE r.method END, CASE WHEN ${failed} THEN NULL ELSE r.value + (d.ago % 5)::int END,
            CASE WHEN ${failed} THEN NULL ELSE r.threshold END,
            CASE WHEN ${failed} THEN ${sql.number(TEST_RESULT.fail)} ELSE ${sql.number(TEST_RESULT.pass)} END, ${device('KJ-12')}, ${deviceName('KJ-12')}, p.tester, ${person},
            CASE WHEN ${failed} THEN 'return' END, CASE WHEN ${failed} THEN '甲醛检测呈阳性，整批退回供应商' ELSE '' END, ${author}, ${person}, ${at}, ${at}
       FROM ${places} p CROSS JOIN ${days} d
       JOIN (SELECT * FROM unnest(${RAPID.map((r) => r[0])}::text[], ${RAPID.map((r) => r[1])}::text[], ${RAPID.map((r) => r[2])}::text[],
                                  ${RAPID.map((r) => r[3])}::int[], ${RAPID.map((r) => r[4])}::int[]) WITH ORDINALITY AS x(goods, item, method, value, threshold, n)) r
         ON r.n = 1 + (d.ago + p.key) % ${RAPID.length}`,
  );
  // the month's pesticide tests: two vegetables a day; 韭菜 at 56 % eight days ago in 第一小学 (destroyed)
  const rate = sql`(5 + ('x' || substr(md5(p.canteen::text || d.day::text || g.slot), 1, 6))::bit(24)::int % 36)`;
  await client.query(
    sql`INSERT INTO ledger_pesticide_test (tenant_id, school_id, canteen_id, record_date, goods_name, item, method, value, threshold, result, device_id, device_name,
                                           tester_id, tester_name, follow_up, follow_up_note, create_user, create_user_name, create_time, update_time)
     SELECT '100001', p.school, p.canteen, d.day, v.goods, 'op_carbamate', 'enzyme_photometer', v.rate, ${INHIBITION_LIMIT},
            CASE WHEN v.rate >= ${INHIBITION_LIMIT} THEN ${sql.number(TEST_RESULT.fail)} ELSE ${sql.number(TEST_RESULT.pass)} END,
            ${device('NC-8A')}, ${deviceName('NC-8A')}, p.tester, ${person},
            CASE WHEN v.rate >= ${INHIBITION_LIMIT} THEN 'destroy' END, CASE WHEN v.rate >= ${INHIBITION_LIMIT} THEN '抑制率超过50%，当场销毁并通知供应商' ELSE '' END,
            ${author}, ${person}, ${at} + make_interval(mins => v.slot * 5), ${at} + make_interval(mins => v.slot * 5)
       FROM ${places} p CROSS JOIN ${days} d
       CROSS JOIN LATERAL (SELECT g.slot, CASE WHEN f.fail THEN '韭菜' ELSE (${GREENS}::text[])[1 + (d.ago * 2 + g.slot + p.key) % ${GREENS.length}] END AS goods,
                                  CASE WHEN f.fail THEN 56 ELSE ${rate} END AS rate
                             FROM generate_series(0, 1) g(slot)
                            CROSS JOIN LATERAL (SELECT p.key = 1 AND g.slot = 0 AND d.ago = (SELECT min(x.ago) FROM ${days} x WHERE x.ago >= 8) AS fail) f) v`,
  );
  // each batch on hand tested the day it came in: vegetables for pesticides, meat and aquatic goods on the spot
  const stockedAt = sql`b.create_time + interval '40 minutes'`;
  const onHand = sql`FROM stock_batch b JOIN stock_balance s ON s.batch_id = b.id AND s.on_hand > 0 JOIN ${places} p ON p.canteen = b.canteen_id`;
  await client.query(
    sql`INSERT INTO ledger_rapid_test (tenant_id, school_id, canteen_id, record_date, batch_id, goods_name, item, method, result, device_id, device_name, tester_id, tester_name,
                                       create_user, create_user_name, create_time, update_time)
     SELECT b.tenant_id, p.school, p.canteen, (${stockedAt})::date, b.id, b.goods_name, CASE WHEN b.goods_code LIKE 'G02%' THEN 'clenbuterol' ELSE 'formaldehyde' END,
            CASE WHEN b.goods_code LIKE 'G02%' THEN 'colloidal_gold' ELSE 'test_strip' END, ${sql.number(TEST_RESULT.pass)}, ${device('KJ-12')}, ${deviceName('KJ-12')},
            p.tester, ${person}, ${author}, ${person}, ${stockedAt}, ${stockedAt}
       ${onHand} WHERE b.goods_code LIKE 'G02%' OR b.goods_code LIKE 'G03%' OR b.goods_code LIKE 'G04%'`,
  );
  await client.query(
    sql`INSERT INTO ledger_pesticide_test (tenant_id, school_id, canteen_id, record_date, batch_id, goods_name, item, method, value, threshold, result, device_id, device_name,
                                           tester_id, tester_name, create_user, create_user_name, create_time, update_time)
     SELECT b.tenant_id, p.school, p.canteen, (${stockedAt})::date, b.id, b.goods_name, 'op_carbamate', 'enzyme_photometer', 12, ${INHIBITION_LIMIT},
            ${sql.number(TEST_RESULT.pass)}, ${device('NC-8A')}, ${deviceName('NC-8A')}, p.tester, ${person}, ${author}, ${person}, ${stockedAt}, ${stockedAt}
       ${onHand} WHERE b.goods_code LIKE 'G05%'`,
  );

  // three lab reports of 第一小学学生食堂: on its supplier twice (one 不合格), on a batch on hand
  const content = Buffer.from('%PDF-1.4\n% 检验检测报告（演示）\n');
  const { rows: owner } = await client.query<{ id: string; name: string }>(
    sql`SELECT u.id::text, u.name FROM app_user u WHERE u.dept_id = ${canteen1} AND u.account = 'canteen'`,
  );
  if (!owner[0]) return;
  const { rows: file } = await client.query<{ id: string }>(
    sql`INSERT INTO stored_file (tenant_id, owner_kind, owner_id, name, mime, size, sha256, access_key, content)
     VALUES ('100001', 'user', ${owner[0].id}, '检验检测报告.pdf', 'application/pdf', ${content.length}, ${createHash('sha256').update(content).digest('hex')},
             ${randomBytes(18).toString('base64url')}, ${content}) RETURNING id::text`,
  );
  await client.query(
    sql`INSERT INTO test_report (tenant_id, school_id, canteen_id, lab, report_no, report_date, batch_id, goods_name, supplier_id, supplier_name, items, conclusion,
                                 file_ids, remark, create_user, create_user_name, create_time, update_time)
     SELECT '100001', ${school1}, ${canteen1}, r.lab, r.no, ${DB_TODAY} - r.ago, b.id, COALESCE(b.goods_name, ''), sc.id, sc.supplier_name, r.items, r.conclusion,
            ARRAY[${file[0]!.id}::bigint], r.remark, ${owner[0].id}, ${owner[0].name}, now() - make_interval(days => r.ago), now() - make_interval(days => r.ago)
       FROM (VALUES ('东湖区食品检验检测中心', 'DH-JC-2026-0412', 40, '湖畔水产批发有限公司', NULL, '甲醛、挥发性盐基氮', 2, '带鱼甲醛超标，已暂停向该供应商采购'),
                    ('浙江中测检测技术有限公司', 'ZC2026-10871', 20, '鲜丰农产品配送有限公司', NULL, '农药残留（45项）、重金属（铅、镉）', 1, '季度送检'),
                    ('东湖区食品检验检测中心', 'DH-JC-2026-0583', 1, '鲜丰农产品配送有限公司', 'G0305', '兽药残留（恩诺沙星、氯霉素）', 1, ''))
            AS r(lab, no, ago, supplier, goods, items, conclusion, remark)
       JOIN supplier_company sc ON sc.tenant_id = '100001' AND sc.supplier_name = r.supplier
       LEFT JOIN LATERAL (SELECT x.id, x.goods_name FROM stock_batch x WHERE x.canteen_id = ${canteen1} AND x.goods_code = r.goods ORDER BY x.id LIMIT 1) b ON true
      WHERE r.goods IS NULL OR b.id IS NOT NULL`,
  );
}
