// The user record as the console reads it (docs/product-rules.md#records, the user row), and the list filter.
import { TIME } from '../../platform/db/zoned.ts';
import { sql } from '../../platform/db/sql.ts';

export const USER_RECORD = sql`
  SELECT u.id::text, u.account, u.account AS "userName", u.real_name AS "realName", u.nick_name AS nickname, u.nick_name AS "nickName",
         u.phone, u.email, u.sex, u.avatar, to_char(u.birthday, 'YYYY-MM-DD') AS birthday,
         u.dept_id::text AS "deptId", COALESCE(d.dept_name, '') AS "deptName",
         CASE WHEN d.id IS NULL THEN '[]'::json ELSE json_build_array(json_build_object('id', d.id::text, 'name', d.dept_name)) END AS "deptList",
         u.role_id::text AS "roleId", COALESCE(r.role_name, '') AS "roleName", COALESCE(r.role_alias, '') AS "roleAlias",
         u.user_type AS "userType", u.status, u.version, u.tenant_id AS "tenantId",
         ${TIME('u.create_time')} AS "createTime"
    FROM app_user u LEFT JOIN dept d ON d.id = u.dept_id LEFT JOIN role r ON r.id = u.role_id`;

export interface UserRecord {
  id: string;
  account: string;
  realName: string;
  nickName: string;
  phone: string;
  email: string;
  sex: number;
  deptName: string;
  roleName: string;
  userType: string;
  status: number;
  createTime: string;
}

export const SEX_LABEL: Record<number, string> = { 1: '男', 2: '女', 0: '未知' };
