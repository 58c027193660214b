// Demo data for tenders: a second bid approver in the bureau (two approvers may race for one decision) and
// sign-in accounts for more supplier companies of 东湖区, so a tender can gather the three bidders it needs.
// 湖畔水产 holds the lapsed 食品经营许可证 (the sign-up check names it). Every password is Demo1234.
import type pg from 'pg';
import { demoPasswordHash } from './org.ts';
import { sql } from '../platform/db/sql.ts';

export const DEMO_BID_SUPPLIERS = [
  { account: 'supplier2', company: '东湖绿源蔬菜合作社', name: '钱社长', phone: '13900000102' },
  { account: 'supplier3', company: '华丰粮油贸易有限公司', name: '孙经理', phone: '13900000103' },
  { account: 'supplier4', company: '康源食品配送中心', name: '卫经理', phone: '13900000104' },
  { account: 'supplier5', company: '湖畔水产批发有限公司', name: '李老板', phone: '13900000105' },
];

export async function seedBiddingDemo(client: pg.PoolClient): Promise<void> {
  const hash = await demoPasswordHash();
  await client.query(
    sql`INSERT INTO app_user (tenant_id, account, password_hash, name, real_name, nick_name, phone, sex, dept_id, role_id, user_type, login_type)
     SELECT '100001', 'approver2', ${hash}, '钱审批', '钱审批', '钱审批', '13800000011', 2, u.dept_id, u.role_id, u.user_type, u.login_type
       FROM app_user u WHERE u.tenant_id = '100001' AND u.account = 'approver'`,
  );
  for (const supplier of DEMO_BID_SUPPLIERS) {
    await client.query(
      sql`INSERT INTO supplier_account (tenant_id, company_id, account, password_hash, real_name, phone)
       SELECT '100001', c.id, ${supplier.account}, ${hash}, ${supplier.name}, ${supplier.phone} FROM supplier_company c WHERE c.tenant_id = '100001' AND c.supplier_name = ${supplier.company} AND c.is_deleted = 0`,
    );
  }
}
