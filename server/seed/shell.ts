// Demo data of the console shell: the service hotlines. The district 100002 gets none, so a missing hotline is part
// of the demo too. (待办提醒 is computed from each domain's rows: server/platform/todo/registry.ts.)
import type pg from 'pg';

export async function seedShellDemo(client: pg.PoolClient): Promise<void> {
  await client.query(`INSERT INTO service_number (tenant_id, dept_id, name, phone) VALUES ('100001', NULL, '东湖区食安云服务热线', '400-810-1234')`);
  await client.query(
    `INSERT INTO service_number (tenant_id, dept_id, name, phone)
     SELECT '100001', id, '实验中学食堂服务电话', '027-8765-4321' FROM dept WHERE tenant_id = '100001' AND dept_name = '东湖区实验中学'`,
  );
}
