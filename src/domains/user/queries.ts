// 用户管理's SWR keys: the roles a user may hold, and a role's id by its code (the user picker's list stands on it).
import { keyFamily } from '../../lib/swr-keys';

const user = keyFamily<['roles'] | ['role-id', roleAlias: string]>('user');

export const userKeys = { roles: user.key('roles'), roleId: (roleAlias: string) => user.key('role-id', roleAlias) };
