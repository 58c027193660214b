// The attendance part of the staff bench's seed (SEED_BENCH_PERSONNEL=1, after bench-personnel-seed.ts), for the
// group check of `npm run bench:personnel`: each of the 500 bench canteens has one fixed-shift group holding the
// first 30 of its people who have not left, so a choice of people mixes the grouped and the groupless.
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';
import { DEPT_CATEGORY } from '../../contract/org.ts';

export const BENCH_GROUP_MEMBERS = 30;

export async function seedBenchAttendance(client: pg.PoolClient): Promise<void> {
  await client.query(
    `INSERT INTO attendance_group (tenant_id, school_id, canteen_id, group_name, group_type, shifts, workdays)
     SELECT '100001', c.parent_id, c.id, '压测考勤组', 1, '[{"name":"早班","start":"06:00","end":"13:30"}]', '{1,2,3,4,5}'
       FROM dept c WHERE c.tenant_id = '100001' AND c.dept_category = ${sql.number(DEPT_CATEGORY.canteen)} AND c.dept_name LIKE '压测学校%' AND c.is_deleted = 0`,
  );
  await client.query(
    sql`INSERT INTO attendance_group_member (person_id, group_id, tenant_id, sort, join_date)
     SELECT p.id, g.id, '100001', p.n, current_date
       FROM (SELECT id, canteen_id, row_number() OVER (PARTITION BY canteen_id ORDER BY id) AS n FROM work_personnel
              WHERE number LIKE 'B%' AND status <> 3 AND is_deleted = 0) p
       JOIN attendance_group g ON g.canteen_id = p.canteen_id AND g.group_name = '压测考勤组'
      WHERE p.n <= ${BENCH_GROUP_MEMBERS}`,
  );
  await client.query('ANALYZE attendance_group');
  await client.query('ANALYZE attendance_group_member');
}
