// The staff bench's seed (SEED_BENCH_PERSONNEL=1, never in a real installation), for `npm run bench:personnel`:
// 100 schools of 东湖区 with 5 canteens each (500 canteens) and 40 people in each (20,000), spread over the posts,
// the statuses (1 in 17 离岗, 1 in 53 离职) and the certificate states (expiries from 60 days ago to two years
// ahead), with valid ID card numbers, and today's morning checks for most of those on duty.
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';
import { DB_TODAY } from '../platform/db/zoned.ts';
import { DEPT_CATEGORY } from '../../contract/org.ts';

export const BENCH_SCHOOLS = 100;
export const BENCH_CANTEENS_EACH = 5;
export const BENCH_STAFF_EACH = 40;

const POSTS = ['chef', 'pastry', 'prep', 'kitchenHand', 'server', 'dishwasher', 'safetyOfficer', 'purchaser', 'storekeeper', 'manager', 'other'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平'];

export async function seedBenchPersonnel(client: pg.PoolClient): Promise<void> {
  const bureau = await client.query<{ id: string }>(`SELECT id::text FROM dept WHERE tenant_id = '100001' AND dept_name = '东湖区教育局' AND is_deleted = 0`);
  if (!bureau.rows[0]) throw new Error('SEED_BENCH_PERSONNEL needs the demo data (SEED_DEMO)');
  await client.query(
    sql`INSERT INTO dept (tenant_id, parent_id, dept_name, full_name, dept_category, sort)
     SELECT '100001', ${bureau.rows[0].id}, '压测学校' || s, '东湖区教育局/压测学校' || s, ${sql.number(DEPT_CATEGORY.school)}, 1000 + s FROM generate_series(1, ${BENCH_SCHOOLS}) s`,
  );
  await client.query(
    sql`INSERT INTO dept (tenant_id, parent_id, dept_name, full_name, dept_category, canteen_type, sort)
     SELECT '100001', s.id, s.dept_name || '食堂' || c, s.full_name || '/' || s.dept_name || '食堂' || c, ${sql.number(DEPT_CATEGORY.canteen)}, 1, c
       FROM dept s CROSS JOIN generate_series(1, ${BENCH_CANTEENS_EACH}) c WHERE s.tenant_id = '100001' AND s.dept_name LIKE '压测学校%' AND s.dept_category = ${sql.number(DEPT_CATEGORY.school)}`,
  );
  // n numbers the people 1…20,000; the first 17 characters of the ID card are region, birth date and sequence
  await client.query(
    sql`WITH canteen AS (
       SELECT c.id, c.parent_id AS school_id, row_number() OVER (ORDER BY c.id) AS k FROM dept c
        WHERE c.tenant_id = '100001' AND c.dept_category = ${sql.number(DEPT_CATEGORY.canteen)} AND c.dept_name LIKE '压测学校%'
     ), person AS (
       SELECT c.id AS canteen_id, c.school_id, (c.k - 1) * ${BENCH_STAFF_EACH} + i AS n
         FROM canteen c CROSS JOIN generate_series(1, ${BENCH_STAFF_EACH}) i
     ), coded AS (
       SELECT p.*, '330102' || to_char(date '1970-01-01' + (p.n * 13 % 12000)::int, 'YYYYMMDD') || lpad((p.n % 1000)::text, 3, '0') AS first17,
              (${POSTS}::text[])[1 + p.n % cardinality(${POSTS}::text[])] AS post
         FROM person p
     )
     INSERT INTO work_personnel (tenant_id, school_id, canteen_id, number, name, sex, phone, id_card, post, health_cert_no, health_cert_expiry,
                                 status, left_time)
     SELECT '100001', school_id, canteen_id, 'B' || lpad(n::text, 6, '0'),
            (${SURNAMES}::text[])[1 + n % cardinality(${SURNAMES}::text[])] || (${GIVEN}::text[])[1 + (n / 16) % cardinality(${GIVEN}::text[])],
            1 + n % 2, '138' || lpad(n::text, 8, '0'),
            first17 || substr('10X98765432', 1 + (SELECT sum(substr(first17, i, 1)::int * (ARRAY[7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2])[i]) FROM generate_series(1, 17) i)::int % 11, 1),
            post, 'JKZB' || lpad(n::text, 6, '0'), current_date - 60 + (n * 37 % 790)::int,
            CASE WHEN n % 53 = 0 THEN 3 WHEN n % 17 = 0 THEN 2 ELSE 1 END, CASE WHEN n % 53 = 0 THEN now() - interval '10 days' END
       FROM coded`,
  );
  await client.query(
    `INSERT INTO work_morning_check (tenant_id, school_id, canteen_id, personnel_id, person_name, record_date, check_time, temperature, result)
     SELECT tenant_id, school_id, canteen_id, id, name, ${DB_TODAY}, now(), 362, 1
       FROM work_personnel WHERE number LIKE 'B%' AND status = 1 AND id % 5 <> 0`,
  );
  await client.query('ANALYZE work_personnel');
  await client.query('ANALYZE dept');
}
