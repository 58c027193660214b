// The leave workflow's demo people (docs/product-rules.md#workflow): 第一小学's 校长 is the `school` account (张校长),
// its 后勤主任 the new `logistics` account, and `teacher` (王老师) a teacher who eats in 第一小学学生食堂 — linked to
// the first 系统人员 teacher record of the school that eats there, so a leave with 停餐 stops that record's meals. The leave model itself is
// made for each tenant when first needed (server/modules/workflow/definitions.ts).
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';
import { seedId, SPACE } from './ids.ts';
import { demoPasswordHash, roleId } from './org.ts';

const SCHOOL1 = seedId(SPACE.dept, 3); // 东湖区第一小学
const CANTEEN1 = seedId(SPACE.dept, 4); // 第一小学学生食堂

export async function seedWorkflow(client: pg.PoolClient): Promise<void> {
  const hash = await demoPasswordHash();
  const { rows } = await client.query<{ id: string; account: string }>(
    sql`INSERT INTO app_user (tenant_id, account, password_hash, name, real_name, nick_name, phone, sex, dept_id, role_id, user_type, login_type)
        VALUES ('100001', 'logistics', ${hash}, '后勤主任', '孟主任', '孟主任', '13800000016', 1, ${SCHOOL1}, ${roleId(1, 'school')}, 'school', 2),
               ('100001', 'teacher', ${hash}, '王老师', '王老师', '王老师', '13800000017', 2, ${SCHOOL1}, ${roleId(1, 'school')}, 'school', 2)
        RETURNING id::text, account`,
  );
  const id = (account: string) => rows.find((row) => row.account === account)!.id;
  await client.query(
    sql`INSERT INTO flow_post (tenant_id, dept_id, post, user_id)
        SELECT '100001', ${SCHOOL1}::bigint, 'principal', id FROM app_user WHERE tenant_id = '100001' AND account = 'school'
        UNION ALL SELECT '100001', ${SCHOOL1}::bigint, 'logistics', ${id('logistics')}::bigint`,
  );
  // an existing teacher of the school's roster, so no count of diners changes
  await client.query(
    sql`UPDATE sys_personnel SET user_id = ${id('teacher')}
         WHERE id = (SELECT id FROM sys_personnel WHERE school_id = ${SCHOOL1} AND canteen_id = ${CANTEEN1} AND type = 1 AND status = 1 AND is_deleted = 0 ORDER BY id LIMIT 1)`,
  );
}
