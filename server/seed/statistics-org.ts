// The organisation behind the statistics demo: ~30 schools with their canteens in district 100001 and
// three in 100002 (the org seed's four and one, plus these), and the suppliers delivering to them.
import type pg from 'pg';
import { seedId, SPACE } from './ids.ts';
import { sql } from '../platform/db/sql.ts';
import { DEPT_CATEGORY } from '../../contract/org.ts';

const EXTRA_SCHOOLS: Record<string, string[]> = {
  '100001': [
    '东湖区第三小学',
    '东湖区第四小学',
    '东湖区第五小学',
    '东湖区育才小学',
    '东湖区育英小学',
    '东湖区实验小学',
    '东湖区阳光小学',
    '东湖区朝阳小学',
    '东湖区新华小学',
    '东湖区红星小学',
    '东湖区桃源小学',
    '东湖区滨湖小学',
    '东湖区明德小学',
    '东湖区博文小学',
    '东湖区第一中学',
    '东湖区第二中学',
    '东湖区第三中学',
    '东湖区育才中学',
    '东湖区外国语学校',
    '东湖区青云中学',
    '东湖区启明中学',
    '东湖区湖滨中学',
    '东湖区第一幼儿园',
    '东湖区第二幼儿园',
    '东湖区阳光幼儿园',
    '东湖区职业技术学校',
  ],
  '100002': ['西山区实验小学', '西山区第二中学'],
};
/** Schools large enough for two canteens. */
const TWO_CANTEENS = new Set(['东湖区第一中学', '东湖区外国语学校', '东湖区职业技术学校']);

export const CATEGORIES = ['vegetable', 'meat', 'aquatic', 'grain', 'egg_dairy', 'oil_condiment', 'fruit'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface SupplierSeed {
  name: string;
  contact: string;
  categories: Category[];
  /** A licence that lapsed during the year (its later batches are not traceable). */
  expires?: string;
}

export const SUPPLIERS: Record<string, SupplierSeed[]> = {
  '100001': [
    { name: '鲜丰农产品配送有限公司', contact: '吴经理', categories: ['vegetable', 'fruit', 'egg_dairy'] },
    { name: '东湖绿源蔬菜合作社', contact: '钱社长', categories: ['vegetable'] },
    { name: '华丰粮油贸易有限公司', contact: '孙经理', categories: ['grain', 'oil_condiment'] },
    { name: '湖畔水产批发有限公司', contact: '李老板', categories: ['aquatic'], expires: '2026-06-30' },
    { name: '金牧肉类食品有限公司', contact: '周经理', categories: ['meat'] },
    { name: '晨光蛋奶供应有限公司', contact: '郑经理', categories: ['egg_dairy'] },
    { name: '五谷丰粮食购销有限公司', contact: '王经理', categories: ['grain'] },
    { name: '顺鑫冷链物流有限公司', contact: '冯经理', categories: ['meat', 'aquatic'] },
    { name: '百味调味品商行', contact: '陈老板', categories: ['oil_condiment'], expires: '2026-09-15' },
    { name: '田园果业有限公司', contact: '褚经理', categories: ['fruit'] },
    { name: '康源食品配送中心', contact: '卫经理', categories: ['vegetable', 'meat', 'grain'] },
    { name: '优鲜农业发展有限公司', contact: '蒋经理', categories: ['vegetable', 'fruit'] },
  ],
  '100002': [
    { name: '西山农产品配送有限公司', contact: '沈经理', categories: ['vegetable', 'fruit', 'egg_dairy', 'meat'] },
    { name: '西山粮油有限公司', contact: '韩经理', categories: ['grain', 'oil_condiment'] },
    { name: '山泉水产有限公司', contact: '杨经理', categories: ['aquatic', 'meat'] },
  ],
};

export interface Canteen {
  id: string;
  tenant: string;
  schoolId: string;
  name: string;
}

export interface Supplier {
  id: string;
  tenant: string;
  categories: Category[];
}

/** Adds the extra schools and canteens and the suppliers; returns every canteen and supplier of the demo. */
export async function seedStatisticsOrg(client: pg.PoolClient): Promise<{ canteens: Canteen[]; suppliers: Supplier[] }> {
  let deptNo = 100;
  for (const [tenant, schools] of Object.entries(EXTRA_SCHOOLS)) {
    const bureau = await client.query<{ id: string; dept_name: string }>(
      sql`SELECT id::text, dept_name FROM dept WHERE tenant_id = ${tenant} AND dept_category = ${sql.number(DEPT_CATEGORY.agency)} AND parent_id = 0 ORDER BY id LIMIT 1`,
    );
    const { id: bureauId, dept_name: bureauName } = bureau.rows[0]!;
    for (const school of schools) {
      const schoolId = seedId(SPACE.dept, (deptNo += 1));
      await client.query(
        sql`INSERT INTO dept (id, tenant_id, parent_id, dept_name, full_name, dept_category, sort) VALUES (${schoolId}, ${tenant}, ${bureauId}, ${school}, ${`${bureauName}/${school}`}, ${sql.number(DEPT_CATEGORY.school)}, ${deptNo})`,
      );
      const short = school.replace(/^(东湖区|西山区)/, '');
      const names = TWO_CANTEENS.has(school) ? [`${short}第一食堂`, `${short}第二食堂`] : [`${short}食堂`];
      for (const name of names) {
        await client.query(
          sql`INSERT INTO dept (id, tenant_id, parent_id, dept_name, full_name, dept_category, sort) VALUES (${seedId(SPACE.dept, (deptNo += 1))}, ${tenant}, ${schoolId}, ${name}, ${`${school}/${name}`}, ${sql.number(DEPT_CATEGORY.canteen)}, ${deptNo})`,
        );
      }
    }
  }
  const canteens = await client.query<{ id: string; tenant: string; school_id: string; name: string }>(
    `SELECT c.id::text, c.tenant_id AS tenant, c.parent_id::text AS school_id, c.dept_name AS name
       FROM dept c JOIN dept s ON s.id = c.parent_id AND s.dept_category = ${sql.number(DEPT_CATEGORY.school)}
      WHERE c.dept_category = ${sql.number(DEPT_CATEGORY.canteen)} AND c.is_deleted = 0 ORDER BY c.id`,
  );

  const suppliers: Supplier[] = [];
  let supplierNo = 1;
  for (const [tenant, list] of Object.entries(SUPPLIERS)) {
    for (const [index, supplier] of list.entries()) {
      const licence = `JY${tenant}${String(index + 1).padStart(6, '0')}`;
      const expiry = supplier.expires ?? '2028-12-31';
      if (tenant === '100001' && index === 0) {
        // the org seed's supplier (it has an account)
        const { rows } = await client.query<{ id: string }>(
          sql`UPDATE supplier_company SET license_no = ${licence}, license_expiry = ${expiry} WHERE tenant_id = ${tenant} AND supplier_name = ${supplier.name} RETURNING id::text`,
        );
        suppliers.push({ id: rows[0]!.id, tenant, categories: supplier.categories });
        continue;
      }
      const id = seedId(SPACE.supplier, (supplierNo += 1));
      await client.query(
        sql`INSERT INTO supplier_company (id, tenant_id, supplier_name, contacts_name, mobile, license_no, license_expiry) VALUES (${id}, ${tenant}, ${supplier.name}, ${supplier.contact}, ${`1390000${String(supplierNo).padStart(4, '0')}`}, ${licence}, ${expiry})`,
      );
      suppliers.push({ id, tenant, categories: supplier.categories });
    }
  }
  return { canteens: canteens.rows.map((row) => ({ id: row.id, tenant: row.tenant, schoolId: row.school_id, name: row.name })), suppliers };
}
