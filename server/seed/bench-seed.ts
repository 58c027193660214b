// The bench-only seed (SEED_BENCH=1, never in a real installation): 5,000 departments under 东湖区教育局
// (100 zones of 49 schools and canteens) and 100,000 users with generated Chinese names spread over
// them, for `npm run bench:admin`. One shared password hash: hashing 100,000 passwords would take hours.
import type pg from 'pg';
import { demoPasswordHash } from './org.ts';
import { sql } from '../platform/db/sql.ts';
import { DEPT_CATEGORY } from '../../contract/org.ts';
import { ROLE } from '../../contract/roles.ts';

export const BENCH_USERS = 100_000;
export const BENCH_DEPTS = 5_000;
const ZONES = 100;

export async function seedBench(client: pg.PoolClient): Promise<void> {
  const bureau = await client.query<{ id: string }>(`SELECT id::text FROM dept WHERE tenant_id = '100001' AND dept_name = '东湖区教育局'`);
  const role = await client.query<{ id: string }>(sql`SELECT id::text FROM role WHERE tenant_id = '100001' AND role_alias = ${ROLE.canteen}`);
  const bureauId = bureau.rows[0]?.id;
  if (!bureauId || !role.rows[0]) throw new Error('SEED_BENCH needs the demo data (SEED_DEMO)');
  // zones, then 49 departments in each: schools (category 2) with every seventh a canteen (category 3)
  await client.query(
    sql`INSERT INTO dept (tenant_id, parent_id, dept_name, full_name, dept_category, sort)
     SELECT '100001', ${bureauId}, '测试片区' || z, '东湖区教育局/测试片区' || z, ${sql.number(DEPT_CATEGORY.agency)}, 1000 + z FROM generate_series(1, ${ZONES}) z`,
  );
  await client.query(
    sql`INSERT INTO dept (tenant_id, parent_id, dept_name, full_name, dept_category, sort)
     SELECT '100001', zone.id, zone.dept_name || '第' || n || '校', zone.full_name || '/第' || n || '校', CASE WHEN n % 7 = 0 THEN ${sql.number(DEPT_CATEGORY.canteen)} ELSE ${sql.number(DEPT_CATEGORY.school)} END, n
       FROM dept zone CROSS JOIN generate_series(1, ${BENCH_DEPTS / ZONES - 1}) n
      WHERE zone.parent_id = ${bureauId} AND zone.dept_name LIKE '测试片区%'`,
  );
  const hash = await demoPasswordHash();
  await client.query(
    sql`WITH depts AS (SELECT array_agg(id ORDER BY id) AS ids FROM dept WHERE full_name LIKE '东湖区教育局/测试片区%'),
          names AS (SELECT ARRAY['王','李','张','刘','陈','杨','黄','赵','吴','周','徐','孙','马','朱','胡','郭','何','高','林','罗'] AS family,
                           ARRAY['伟','芳','娜','敏','静','丽','强','磊','军','洋','勇','艳','杰','娟','涛','明','超','秀英','霞','平','刚','桂英'] AS given)
     INSERT INTO app_user (tenant_id, account, password_hash, name, real_name, nick_name, phone, sex, dept_id, role_id, user_type, login_type)
     SELECT '100001', chr(97 + g % 26) || chr(97 + (g / 26) % 26) || g, ${hash}, n, n, n, '1' || (3 + g % 7) || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'), 1 + g % 2, depts.ids[1 + (g * 7919) % array_length(depts.ids, 1)], ${role.rows[0].id}, 'canteen', 0
       FROM generate_series(1, ${BENCH_USERS}) g, depts, names,
            LATERAL (SELECT names.family[1 + (g * 31) % 20] || names.given[1 + (g * 17) % 22] || CASE WHEN g % 3 = 0 THEN names.given[1 + (g * 13) % 22] ELSE '' END AS n) named`,
  );
  await client.query('ANALYZE app_user');
  await client.query('ANALYZE dept');
}
