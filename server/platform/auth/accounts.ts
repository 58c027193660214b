// The two kinds of account that sign in: staff users (app_user) and supplier accounts
// (supplier_account), and the profile the token response and user-info carry.
import type { Queryable } from '../db/database.ts';
import { MAX_TREE_DEPTH } from '../db/trees.ts';
import type { SubjectKind } from './tokens.ts';
import { sql } from '../db/sql.ts';
import { DEPT_CATEGORY } from '../../../contract/org.ts';
import { ROLE } from '../../../contract/roles.ts';

export interface Account {
  kind: SubjectKind;
  id: string;
  tenantId: string;
  account: string;
  passwordHash: string;
  status: number;
}

export interface Profile {
  userId: string;
  tenantId: string;
  account: string;
  userName: string;
  nickName: string;
  realName: string;
  avatar: string;
  userType: string;
  loginType: number;
  deptId: string;
  roleId: string;
  roleName: string;
  schoolName: string;
}

export async function findAccount(db: Queryable, kind: SubjectKind, tenantId: string, account: string): Promise<Account | undefined> {
  const table = kind === 'user' ? 'app_user' : 'supplier_account';
  const { rows } = await db.query<{ id: string; tenant_id: string; account: string; password_hash: string; status: number }>(
    sql`SELECT id, tenant_id, account, password_hash, status FROM ${sql.raw(table)}
      WHERE tenant_id = ${tenantId} AND lower(account) = lower(${account}) AND is_deleted = 0`,
  );
  const row = rows[0];
  return row && { kind, id: row.id, tenantId: row.tenant_id, account: row.account, passwordHash: row.password_hash, status: row.status };
}

// The unit a user belongs to, for the welcome line: the nearest school above (or at) the user's
// department, else the department itself.
const userProfile = (id: string) => sql`
  WITH RECURSIVE up AS (
    SELECT d.id, d.parent_id, d.dept_name, d.dept_category, 0 AS depth FROM dept d
      JOIN app_user u ON u.dept_id = d.id WHERE u.id = ${id}
    UNION ALL
    SELECT d.id, d.parent_id, d.dept_name, d.dept_category, up.depth + 1 FROM dept d JOIN up ON d.id = up.parent_id WHERE up.depth < ${MAX_TREE_DEPTH}
  )
  SELECT u.id, u.tenant_id, u.account, u.name, u.nick_name, u.real_name, u.avatar, u.user_type, u.login_type,
         COALESCE(u.dept_id::text, '') AS dept_id, COALESCE(u.role_id::text, '') AS role_id, COALESCE(r.role_alias, '') AS role_alias,
         COALESCE((SELECT dept_name FROM up WHERE dept_category = ${sql.number(DEPT_CATEGORY.school)} ORDER BY depth LIMIT 1),
                  (SELECT dept_name FROM up WHERE depth = 0), '') AS school_name
    FROM app_user u LEFT JOIN role r ON r.id = u.role_id
   WHERE u.id = ${id}`;

const supplierProfile = (id: string) => sql`
  SELECT a.id, a.tenant_id, a.account, a.real_name AS name, a.real_name AS nick_name, a.real_name, '' AS avatar,
         'supplier' AS user_type, 5 AS login_type, '' AS dept_id,
         COALESCE(r.id::text, '') AS role_id, COALESCE(r.role_alias, '') AS role_alias, c.supplier_name AS school_name
    FROM supplier_account a
    JOIN supplier_company c ON c.id = a.company_id
    LEFT JOIN role r ON r.tenant_id = a.tenant_id AND r.role_alias = ${ROLE.supplier} AND r.is_deleted = 0
   WHERE a.id = ${id}`;

interface ProfileRow {
  id: string;
  tenant_id: string;
  account: string;
  name: string;
  nick_name: string;
  real_name: string;
  avatar: string;
  user_type: string;
  login_type: number;
  dept_id: string;
  role_id: string;
  role_alias: string;
  school_name: string;
}

export async function loadProfile(db: Queryable, kind: SubjectKind, id: string): Promise<Profile | undefined> {
  const { rows } = await db.query<ProfileRow>(kind === 'user' ? userProfile(id) : supplierProfile(id));
  const row = rows[0];
  if (!row) return undefined;
  return {
    userId: row.id,
    tenantId: row.tenant_id,
    account: row.account,
    userName: row.name,
    nickName: row.nick_name,
    realName: row.real_name,
    avatar: row.avatar,
    userType: row.user_type,
    loginType: Number(row.login_type),
    deptId: row.dept_id,
    roleId: row.role_id,
    roleName: row.role_alias,
    schoolName: row.school_name,
  };
}
