// Demo data of 供餐管理 and 校外供餐 (docs/product-rules.md#meal-supply): three meal providers (supplier companies with
// their 食品经营许可证 — 绿源中央厨房's lapsing within 30 days), the district's three schools and 西山区第一中学 (the
// second tenant) served by them, and five weeks of school days up to a week ahead: each class's diners (午餐, and 早餐
// at 实验中学), the orders from those plans, their deliveries and acceptances — a few refused, a few cold — today's
// delivered and awaiting acceptance (one of them cold at 第一小学), the days ahead ordered or confirmed, and the schools'
// scores of most past deliveries. Draws are md5 of the school, day and meal, the same every time; one INSERT … SELECT
// per table, so the first start stays within its budget.
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';
import { DB_TODAY, fromZoned } from '../platform/db/zoned.ts';
import { demoPasswordHash } from './org.ts';

/** The providers: name, contact, phone, capacity a day, licence number and days to its expiry, tenant. */
const PROVIDERS: [string, string, string, number, string, number, string][] = [
  ['阳光团餐配送有限公司', '周经理', '13900000021', 3000, 'JY13301020012345', 400, '100001'],
  ['绿源中央厨房有限公司', '钱主管', '13900000022', 1500, 'JY13301020067890', 20, '100001'],
  ['西山营养餐配送有限公司', '孙经理', '13900000023', 2000, 'JY13301080054321', 300, '100002'],
];
/** Which provider serves which school (by name), and the meals it delivers there. */
const SERVED: [school: string, provider: string, meals: number[]][] = [
  ['东湖区第一小学', '阳光团餐配送有限公司', [2]],
  ['东湖区实验中学', '绿源中央厨房有限公司', [1, 2]],
  ['东湖区第二小学', '阳光团餐配送有限公司', [2]],
  ['西山区第一中学', '西山营养餐配送有限公司', [2]],
];
/** Classes for a school with no students in 系统人员: six grades of two classes, 40 each. */
const CLASSES = [1, 2, 3, 4, 5, 6].flatMap((grade) => [1, 2].map((n) => `${grade}年级${n}班`));
const REFUSALS = ['菜品有异味，整批拒收', '送达时间超过开餐时间40分钟', '餐盒破损，汤汁外漏'];
const COMMENTS = ['口味清淡，学生反映好', '分量足，准时送达', '菜品偏咸', '青菜偏老', '温度合适，包装完好'];

export async function seedMealSupply(client: pg.PoolClient): Promise<void> {
  const providers = sql`unnest(${PROVIDERS.map((p) => p[0])}::text[], ${PROVIDERS.map((p) => p[1])}::text[], ${PROVIDERS.map((p) => p[2])}::text[],
                               ${PROVIDERS.map((p) => p[3])}::int[], ${PROVIDERS.map((p) => p[4])}::text[], ${PROVIDERS.map((p) => p[5])}::int[],
                               ${PROVIDERS.map((p) => p[6])}::text[]) AS x(name, contact, phone, capacity, licence, days, tenant)`;
  await client.query(sql`INSERT INTO supplier_company (tenant_id, supplier_name, contacts_name, mobile) SELECT tenant, name, contact, phone FROM ${providers}`);
  // each provider's 营业执照 (长期有效) and 食品经营许可证 (its number, expiring as PROVIDERS says)
  await client.query(
    sql`INSERT INTO supplier_qualification (tenant_id, supplier_id, doc_type, doc_no, issue_date, expire_date)
        SELECT x.tenant, c.id, t.doc_type, CASE WHEN t.doc_type = 2 THEN x.licence ELSE '9133' || right(x.licence, 14) END,
               ${DB_TODAY} - 1400 + x.days, CASE WHEN t.doc_type = 2 THEN ${DB_TODAY} + x.days END
          FROM ${providers} JOIN supplier_company c ON c.tenant_id = x.tenant AND c.supplier_name = x.name CROSS JOIN (VALUES (1), (2)) AS t(doc_type)`,
  );
  await client.query(
    sql`INSERT INTO meal_provider (tenant_id, supplier_id, capacity_per_day)
        SELECT x.tenant, c.id, x.capacity FROM ${providers} JOIN supplier_company c ON c.tenant_id = x.tenant AND c.supplier_name = x.name`,
  );
  const served = sql`unnest(${SERVED.map((s) => s[0])}::text[], ${SERVED.map((s) => s[1])}::text[], ${SERVED.map((s) => s[2].join(','))}::text[]) AS v(school, provider, meals)`;
  await client.query(
    sql`INSERT INTO meal_supply_school (school_id, tenant_id, provider_id, since)
        SELECT d.id, d.tenant_id, p.id, ${DB_TODAY} - 60 FROM ${served}
          JOIN dept d ON d.dept_name = v.school AND d.is_deleted = 0
          JOIN supplier_company c ON c.supplier_name = v.provider AND c.tenant_id = d.tenant_id JOIN meal_provider p ON p.supplier_id = c.id`,
  );
  // each class's diners of each meal its provider serves, on the school days of five weeks back and one ahead
  const draw = (salt: string) => sql`(('x' || substr(md5(m.school_id::text || d.day::text || ${salt}), 1, 6))::bit(24)::int % 100)`;
  await client.query(
    sql`INSERT INTO meal_plan (tenant_id, school_id, meal_date, meal, class_name, diners)
        SELECT m.tenant_id, m.school_id, d.day, meal::smallint, k.class_name, greatest(k.students - ${draw('c')} % 4 - (length(k.class_name) + meal) % 2, 0)
          FROM meal_supply_school m JOIN ${served} ON true JOIN dept s ON s.id = m.school_id AND s.dept_name = v.school
         CROSS JOIN LATERAL unnest(string_to_array(v.meals, ',')::int[]) meal
         CROSS JOIN (SELECT day::date FROM generate_series(${DB_TODAY} - 35, ${DB_TODAY} + 7, interval '1 day') day WHERE extract(isodow FROM day) < 6) d
         CROSS JOIN LATERAL (
           SELECT class_name, count(*)::int AS students FROM sys_personnel p WHERE p.school_id = m.school_id AND p.type = 2 AND p.status = 1 AND p.is_deleted = 0 AND class_name <> ''
            GROUP BY class_name
           UNION ALL SELECT c, 40 FROM unnest(${CLASSES}::text[]) c
            WHERE NOT EXISTS (SELECT 1 FROM sys_personnel p WHERE p.school_id = m.school_id AND p.type = 2 AND p.class_name <> '')
         ) k`,
  );
  // the orders from the plans: past days accepted (a few refused, a few cold), today delivered, the days ahead ordered
  const r = sql`(('x' || substr(md5(o.school_id::text || o.meal_date::text || o.meal::text), 1, 6))::bit(24)::int % 100)`;
  const at = (time: string) =>
    fromZoned(
      sql`o.meal_date + time ${sql.raw(`'${time}'`)} + make_interval(mins => ${r} % 20) - CASE WHEN o.meal = 1 THEN interval '4 hours' ELSE interval '0' END`,
    );
  await client.query(
    sql`INSERT INTO meal_order (tenant_id, school_id, provider_id, meal_date, meal, quantity, cutoff_at, status, create_time)
        SELECT p.tenant_id, p.school_id, m.provider_id, p.meal_date, p.meal, sum(p.diners)::int, ${fromZoned(sql`p.meal_date - 1 + time '15:00'`)},
               CASE WHEN p.meal_date > ${DB_TODAY} + 2 THEN 1 ELSE 2 END, ${fromZoned(sql`p.meal_date - 2 + time '09:30'`)}
          FROM meal_plan p JOIN meal_supply_school m ON m.school_id = p.school_id GROUP BY p.tenant_id, p.school_id, m.provider_id, p.meal_date, p.meal`,
  );
  // the last school day up to today: delivered, awaiting acceptance; the days before it accepted
  const latest = sql`(SELECT max(x.meal_date) FROM meal_order x WHERE x.school_id = o.school_id AND x.meal_date <= ${DB_TODAY})`;
  const past = sql`o.meal_date < ${latest}`;
  const refused = sql`(${past} AND ${r} BETWEEN 94 AND 97)`;
  const coldToday = sql`(o.meal_date = ${latest} AND o.meal = 2 AND o.school_id = (SELECT id FROM dept WHERE dept_name = '东湖区第一小学'))`;
  await client.query(
    sql`UPDATE meal_order o SET depart_time = ${at('10:30')}, arrive_time = ${at('11:05')},
               vehicle_no = '浙A' || lpad(((o.provider_id % 90000) + 10000)::text, 5, '0'),
               arrival_temp = CASE WHEN ${r} < 6 OR ${coldToday} THEN 54 + (${r} % 5) + 0.5 ELSE 62 + (${r} % 9) + (${r} % 10) / 10.0 END,
               status = CASE WHEN ${refused} THEN 5 WHEN ${past} THEN 4 ELSE 3 END,
               refuse_reason = CASE WHEN ${refused} THEN (${REFUSALS}::text[])[1 + ${r} % 3] ELSE '' END,
               sample_kept = CASE WHEN ${past} THEN true END,
               accept_user = CASE WHEN ${past} THEN (SELECT u.id FROM app_user u WHERE u.dept_id = o.school_id AND u.is_deleted = 0 ORDER BY u.id LIMIT 1) END,
               accept_time = CASE WHEN ${past} THEN ${at('11:20')} END
         WHERE o.meal_date <= ${DB_TODAY}`,
  );
  // the schools' scores of most past deliveries: lower for a refused or cold one
  await client.query(
    sql`INSERT INTO meal_rating (tenant_id, school_id, provider_id, order_id, month, source, score, comment, create_time)
        SELECT o.tenant_id, o.school_id, o.provider_id, o.id, date_trunc('month', o.meal_date)::date, 'school',
               CASE WHEN o.status = 5 THEN 1 + ${r} % 2 WHEN o.arrival_temp < 60 THEN 3 ELSE 3 + (${r} * 7 % 100) % 3 END,
               CASE WHEN o.status = 5 THEN o.refuse_reason WHEN o.arrival_temp < 60 THEN '送达时饭菜偏凉' ELSE (${COMMENTS}::text[])[1 + ${r} % 5] END,
               o.accept_time + interval '2 hours'
          FROM meal_order o WHERE o.status IN (4, 5) AND ${r} % 10 < 8`,
  );
}

/** 阳光团餐's own sign-in (供应商登录, Demo1234): its 供餐订单 lists the orders of 第一小学 and 第二小学 to confirm. */
export const DEMO_MEAL_PROVIDER = { account: 'provider', company: '阳光团餐配送有限公司', name: '周经理', phone: '13900000021' };

export async function seedMealProviderAccount(client: pg.PoolClient): Promise<void> {
  const { account, company, name, phone } = DEMO_MEAL_PROVIDER;
  await client.query(
    sql`INSERT INTO supplier_account (tenant_id, company_id, account, password_hash, real_name, phone)
        SELECT c.tenant_id, c.id, ${account}, ${await demoPasswordHash()}, ${name}, ${phone} FROM supplier_company c
         WHERE c.tenant_id = '100001' AND c.supplier_name = ${company} AND c.is_deleted = 0`,
  );
}
