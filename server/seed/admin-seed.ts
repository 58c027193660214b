// Demo data for the administration screens: school contacts (the school picker's columns), canteen and
// agency types, three suppliers bound to 东湖区第一小学, and one 函询 letter to it.
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';
import { DEPT_CATEGORY } from '../../contract/org.ts';

export async function seedAdminDemo(client: pg.PoolClient): Promise<void> {
  await client.query(
    sql`UPDATE dept d SET contact_name = (ARRAY['张','王','李','赵','刘','陈','杨','黄','周','吴'])[1 + n.rn % 10] || (ARRAY['老师','主任','校长'])[1 + n.rn % 3],
                       contact_phone = '1390000' || lpad(n.rn::text, 4, '0')
       FROM (SELECT id, row_number() OVER (ORDER BY sort, id) AS rn FROM dept WHERE dept_category = ${sql.number(DEPT_CATEGORY.school)}) n
      WHERE d.id = n.id`,
  );
  await client.query(
    sql`UPDATE dept d SET canteen_type = 1 + n.rn % 3 FROM (SELECT id, row_number() OVER (ORDER BY sort, id) AS rn FROM dept WHERE dept_category = ${sql.number(DEPT_CATEGORY.canteen)}) n WHERE d.id = n.id`,
  );
  await client.query(sql`UPDATE dept SET agency_type = 1 WHERE dept_category = ${sql.number(DEPT_CATEGORY.agency)} AND parent_id = 0`);
  const school = await client.query<{ id: string }>(`SELECT id::text FROM dept WHERE tenant_id = '100001' AND dept_name = '东湖区第一小学'`);
  const jiwei = await client.query<{ id: string }>(`SELECT id::text FROM app_user WHERE tenant_id = '100001' AND account = 'jiwei'`);
  const schoolId = school.rows[0]?.id;
  if (!schoolId || !jiwei.rows[0]) return;
  await client.query(
    sql`INSERT INTO supplier_binding (tenant_id, dept_id, supplier_id, create_time)
     SELECT '100001', ${schoolId}, id, timestamptz '2026-09-01 09:00:00+08' FROM supplier_company WHERE tenant_id = '100001' ORDER BY id LIMIT 3`,
  );
  await client.query(
    sql`INSERT INTO inquiry_letter (tenant_id, school_id, title, content, deadline, create_user, create_time)
     VALUES ('100001', ${schoolId}, '关于食堂大米采购价格的函询', '请说明 2026 年 10 月大米采购单价高于限价的原因，并附采购凭证。', date '2026-12-01', ${jiwei.rows[0].id}, timestamptz '2026-11-18 10:00:00+08')`,
  );
}
