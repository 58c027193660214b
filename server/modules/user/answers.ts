// What the user routes answer (server/platform/http/answers.ts): the user record, alone or in a page, and roles.
import { z } from 'zod';

/** A user as the console shows and edits it (the caller's own record too). */
export const UserDetail = z.object({
  id: z.string(),
  account: z.string(),
  userName: z.string(),
  realName: z.string(),
  nickname: z.string(),
  nickName: z.string(),
  phone: z.string(),
  email: z.string(),
  sex: z.number().int(),
  avatar: z.string(),
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  deptId: z.string(),
  deptName: z.string(),
  deptList: z.array(z.object({ id: z.string(), name: z.string() })),
  roleId: z.string(),
  roleName: z.string(),
  roleAlias: z.string(),
  userType: z.string(),
  status: z.number().int(),
  version: z.number().int(),
  tenantId: z.string(),
  createTime: z.string(),
});

/** The temporary passwords given, each answered once. */
export const ResetPasswords = z.array(z.object({ id: z.string(), account: z.string().optional(), password: z.string() }));

export const Role = z.object({ id: z.string(), roleName: z.string(), roleAlias: z.string(), sort: z.number().int() });

/** A role the caller may give, as a picker's node. */
export const RoleNode = z.object({ id: z.string(), key: z.string(), value: z.string(), title: z.string(), roleAlias: z.string() });
