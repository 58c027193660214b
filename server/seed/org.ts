// Demo organisation: the platform tenant and two districts, a department tree (education bureau →
// schools → canteens, plus the supervising units and a bank), roles and one account of each kind.
// Every demo password is Demo1234 (README).
import type pg from 'pg';
import { hashPassword } from '../platform/auth/password.ts';
import { ROLE_ALIASES, type RoleAlias } from '../platform/access/policy.ts';
import { seedId, SPACE } from './ids.ts';
import { sql } from '../platform/db/sql.ts';
import { insertRows } from './insert-rows.ts';
import { DEPT_CATEGORY, type DeptCategory } from '../../contract/org.ts';

export const DEMO_PASSWORD = 'Demo1234';

let demoHash: Promise<string> | undefined;
/**
 * The demo accounts' password hash, made once a process: every demo account has the published password, so one
 * scrypt (≈ 0.1 s on two cores) serves them all instead of one per account.
 */
export const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));
const ROLE_NAMES: Record<RoleAlias, string> = {
  administrator: '超级管理员',
  education: '教育局',
  jiwei: '纪委',
  market: '市场监管',
  school: '学校',
  canteen: '食堂',
  supplier: '供应商',
  bank: '银行',
  approvebid: '招标审批人',
  expert: '评标专家',
};

export const TENANTS = [
  { id: '000000', name: '食安云平台' },
  { id: '100001', name: '东湖区教育局' },
  { id: '100002', name: '西山区教育局' },
];

interface DeptSeed {
  key: string;
  tenant: string;
  parent?: string;
  name: string;
  category: DeptCategory;
}

const DEPTS: DeptSeed[] = [
  { key: 'platform', tenant: '000000', name: '平台运营中心', category: DEPT_CATEGORY.agency },
  { key: 'bureau', tenant: '100001', name: '东湖区教育局', category: DEPT_CATEGORY.agency },
  { key: 'school1', tenant: '100001', parent: 'bureau', name: '东湖区第一小学', category: DEPT_CATEGORY.school },
  { key: 'canteen1', tenant: '100001', parent: 'school1', name: '第一小学学生食堂', category: DEPT_CATEGORY.canteen },
  { key: 'school2', tenant: '100001', parent: 'bureau', name: '东湖区实验中学', category: DEPT_CATEGORY.school },
  { key: 'canteen2a', tenant: '100001', parent: 'school2', name: '实验中学第一食堂', category: DEPT_CATEGORY.canteen },
  { key: 'canteen2b', tenant: '100001', parent: 'school2', name: '实验中学第二食堂', category: DEPT_CATEGORY.canteen },
  { key: 'school3', tenant: '100001', parent: 'bureau', name: '东湖区第二小学', category: DEPT_CATEGORY.school },
  { key: 'canteen3', tenant: '100001', parent: 'school3', name: '第二小学学生食堂', category: DEPT_CATEGORY.canteen },
  { key: 'school4', tenant: '100001', parent: 'bureau', name: '东湖区中心幼儿园', category: DEPT_CATEGORY.school },
  { key: 'canteen4', tenant: '100001', parent: 'school4', name: '中心幼儿园食堂', category: DEPT_CATEGORY.canteen },
  { key: 'jiwei', tenant: '100001', name: '东湖区纪委监委', category: DEPT_CATEGORY.supervisor },
  { key: 'market', tenant: '100001', name: '东湖区市场监督管理局', category: DEPT_CATEGORY.supervisor },
  { key: 'bank', tenant: '100001', name: '东湖农商银行', category: DEPT_CATEGORY.bank },
  { key: 'bureau2', tenant: '100002', name: '西山区教育局', category: DEPT_CATEGORY.agency },
  { key: 'school21', tenant: '100002', parent: 'bureau2', name: '西山区第一中学', category: DEPT_CATEGORY.school },
  { key: 'canteen21', tenant: '100002', parent: 'school21', name: '西山一中食堂', category: DEPT_CATEGORY.canteen },
];

interface UserSeed {
  account: string;
  tenant: string;
  dept: string;
  role: RoleAlias;
  userType: string;
  loginType: number;
  name: string;
  phone: string;
  sex: 0 | 1 | 2;
}

export const DEMO_USERS: UserSeed[] = [
  {
    account: 'admin',
    tenant: '000000',
    dept: 'platform',
    role: 'administrator',
    userType: 'admin',
    loginType: 1,
    name: '平台管理员',
    phone: '13800000000',
    sex: 1,
  },
  { account: 'canteen', tenant: '100001', dept: 'canteen1', role: 'canteen', userType: 'canteen', loginType: 0, name: '李食堂', phone: '13800000001', sex: 2 },
  { account: 'centre', tenant: '100001', dept: 'bureau', role: 'education', userType: 'education', loginType: 1, name: '王主任', phone: '13800000002', sex: 1 },
  { account: 'school', tenant: '100001', dept: 'school1', role: 'school', userType: 'school', loginType: 2, name: '张校长', phone: '13800000003', sex: 1 },
  { account: 'market', tenant: '100001', dept: 'market', role: 'market', userType: 'market', loginType: 1, name: '赵监管', phone: '13800000004', sex: 1 },
  { account: 'jiwei', tenant: '100001', dept: 'jiwei', role: 'jiwei', userType: 'jiWei', loginType: 1, name: '陈纪检', phone: '13800000006', sex: 2 },
  { account: 'bank', tenant: '100001', dept: 'bank', role: 'bank', userType: 'bank', loginType: 9, name: '周经理', phone: '13800000009', sex: 2 },
  {
    account: 'approver',
    tenant: '100001',
    dept: 'bureau',
    role: 'approvebid',
    userType: 'education',
    loginType: 1,
    name: '孙审批',
    phone: '13800000010',
    sex: 1,
  },
  {
    account: 'centre2',
    tenant: '100002',
    dept: 'bureau2',
    role: 'education',
    userType: 'education',
    loginType: 1,
    name: '刘主任',
    phone: '13800000012',
    sex: 1,
  },
];

export const DEMO_SUPPLIER = { account: 'supplier', tenant: '100001', company: '鲜丰农产品配送有限公司', contact: '吴经理', phone: '13900000005' };

export const roleId = (tenantIndex: number, alias: string) => seedId(SPACE.role, tenantIndex * 100 + ROLE_ALIASES.indexOf(alias as RoleAlias));

export async function seedOrganisation(client: pg.PoolClient): Promise<void> {
  // one statement per table: a round trip is about a millisecond of every first start
  await client.query(
    sql`INSERT INTO tenant (tenant_id, tenant_name) VALUES ${sql.join(TENANTS.map((tenant) => sql`(${tenant.id}, ${tenant.name})`))} ON CONFLICT DO NOTHING`,
  );
  await seedRoles(
    client,
    TENANTS.map((tenant) => tenant.id),
  );
  const deptIds = new Map(DEPTS.map((dept, index) => [dept.key, seedId(SPACE.dept, index + 1)]));
  await insertRows(
    client,
    'dept',
    ['id', 'tenant_id', 'parent_id', 'dept_name', 'full_name', 'dept_category', 'sort'],
    DEPTS.map((dept, index) => {
      const parent = DEPTS.find((other) => other.key === dept.parent);
      const fullName = parent ? `${parent.name}/${dept.name}` : dept.name;
      return [deptIds.get(dept.key), dept.tenant, dept.parent ? deptIds.get(dept.parent) : '0', dept.name, fullName, dept.category, index + 1];
    }),
  );
  // one hash of the published demo password for every demo account, as the other demo seeds do: a slow hash each
  // made every fresh start (each test server's) about half a second longer
  const hash = await demoPasswordHash();
  await insertRows(
    client,
    'app_user',
    ['id', 'tenant_id', 'account', 'password_hash', 'name', 'real_name', 'nick_name', 'phone', 'sex', 'dept_id', 'role_id', 'user_type', 'login_type'],
    DEMO_USERS.map((user, index) => {
      const tenantIndex = TENANTS.findIndex((tenant) => tenant.id === user.tenant);
      const role = roleId(tenantIndex, user.role);
      return [
        seedId(SPACE.user, index + 1),
        user.tenant,
        user.account,
        hash,
        user.name,
        user.name,
        user.name,
        user.phone,
        user.sex,
        deptIds.get(user.dept),
        role,
        user.userType,
        user.loginType,
      ];
    }),
  );
  const companyId = seedId(SPACE.supplier, 1);
  await client.query(
    sql`INSERT INTO supplier_company (id, tenant_id, supplier_name, contacts_name, mobile) VALUES (${companyId}, ${DEMO_SUPPLIER.tenant}, ${DEMO_SUPPLIER.company}, ${DEMO_SUPPLIER.contact}, ${DEMO_SUPPLIER.phone})`,
  );
  await client.query(
    sql`INSERT INTO supplier_account (id, tenant_id, company_id, account, password_hash, real_name, phone) VALUES (${seedId(SPACE.supplier, 101)}, ${DEMO_SUPPLIER.tenant}, ${companyId}, ${DEMO_SUPPLIER.account}, ${hash}, ${DEMO_SUPPLIER.contact}, ${DEMO_SUPPLIER.phone})`,
  );
}

/** Every tenant has the same role aliases; only the platform tenant has a use for `administrator`. */
export async function seedRoles(client: pg.PoolClient, tenantIds: string[]): Promise<void> {
  const rows = tenantIds.flatMap((tenantId) => {
    const tenantIndex = TENANTS.findIndex((tenant) => tenant.id === tenantId);
    return ROLE_ALIASES.map((alias, sort) => sql`(${roleId(tenantIndex, alias)}, ${tenantId}, ${ROLE_NAMES[alias]}, ${alias}, ${sort + 1})`);
  });
  if (rows.length) await client.query(sql`INSERT INTO role (id, tenant_id, role_name, role_alias, sort) VALUES ${sql.join(rows)} ON CONFLICT DO NOTHING`);
}
