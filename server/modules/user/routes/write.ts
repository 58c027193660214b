// User writes (/api/rabbit-user/…): submit (create or edit, by an administrator of the user's department),
// remove (soft), reset-password. Edits name the version they change (409 when another save came first); resets
// end the user's sessions. One's own profile and password: modules/profile.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import { hashPassword } from '../../../platform/auth/password.ts';
import { revokeSubjectSessions } from '../../../platform/auth/sessions.ts';
import type { AppContext } from '../../../platform/context.ts';
import { staffActor, type StaffActor } from '../../../platform/access/actor.ts';
import { administersTenant, requireDeptInScope, scopeDepts } from '../../../platform/access/reach.ts';
import { sql } from '../../../platform/db/sql.ts';
import { conflict, isUniqueViolation, notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { transaction } from '../../../platform/db/database.ts';
import { answers } from '../../../platform/http/answers.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { ids } from '../../../platform/http/fields.ts';
import { UserInput } from '../input.ts';
import { KIND_OF_ROLE } from '../kinds.ts';
import { USER_RECORD } from '../queries.ts';
import { assignableRole, requireManageable } from '../roles.ts';
import { ResetPasswords, UserDetail } from '../answers.ts';
import { anyPlace } from '../../../platform/http/any-place.ts';

const ACCOUNT_TAKEN = '该账号已存在';
/** Each reset hashes a password (deliberately slow): a batch is capped. */
const RESET_BATCH_MAX = 50;

/** The users among `ids` the actor administers (their department in scope; never the actor themself for removal). */
async function usersInScope(db: Queryable, actor: StaffActor, ids: string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    sql`${scopeDepts(actor)} SELECT u.id::text FROM app_user u WHERE u.id = ANY(${ids}::bigint[]) AND u.tenant_id = ${actor.tenantId} AND u.is_deleted = 0
       AND (u.dept_id IN (SELECT id FROM scope) OR ${administersTenant(actor)}::boolean)`,
  );
  return rows.map((row) => row.id);
}

/**
 * The role a submit gives, checked against the grant table: one's own record keeps its role and
 * department; anyone else's must lie in the actor's scope, and both the role given and (on an edit) the
 * role the user holds now must be ones the actor may grant.
 */
async function checkGrant(db: Queryable, actor: StaffActor, input: UserInput): Promise<string> {
  if (input.id === actor.userId) {
    const { rows } = await db.query<{ role_id: string; dept_id: string }>(sql`SELECT role_id::text, dept_id::text FROM app_user WHERE id = ${actor.userId}`);
    if (rows[0]?.role_id !== input.roleId || rows[0]?.dept_id !== input.deptId) throw forbidden('不能修改自己的角色或所属机构');
    return actor.role;
  }
  await requireDeptInScope(db, actor, input.deptId);
  const alias = await assignableRole(db, actor, input.roleId);
  if (input.id) await requireManageable(db, actor, [input.id]);
  return alias;
}

/** A temporary password that meets the customer's rule: 8 characters with upper, lower and digit. */
function temporaryPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789'];
  const all = sets.join('');
  const chars = [...sets.map((set) => set[randomInt(set.length)]!), ...Array.from({ length: 5 }, () => all[randomInt(all.length)]!)];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export function userWriteRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['user'];
  const base = '/api/rabbit-user';

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Creates (no id; password required) or edits (id and version) a user of the caller’s scope',
        description: 'Buttons `user_add` / `user_edit`. 409 `该账号已存在`, 409 on a stale version.',
        body: UserInput,
        response: answers(UserDetail),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const input = request.body;
      await requireButton(db, claims, input.id ? 'user_edit' : 'user_add');
      const actor = await staffActor(db, claims);
      const kind = KIND_OF_ROLE[await checkGrant(db, actor, input)]!;
      const passwordHash = input.id ? undefined : await hashPassword(input.password!);
      const id = await transaction(db, async (client) => {
        try {
          if (!input.id) {
            const { rows } = await client.query<{ id: string }>(
              sql`INSERT INTO app_user (tenant_id, account, password_hash, name, real_name, nick_name, phone, email, sex, dept_id, role_id, user_type, login_type, update_user)
               VALUES (${actor.tenantId}, ${input.account}, ${passwordHash}, ${input.realName}, ${input.realName}, ${input.nickName}, ${input.phone}, ${input.email}, ${input.sex}, ${input.deptId}, ${input.roleId}, ${kind.userType}, ${kind.loginType}, ${actor.userId}) RETURNING id::text`,
            );
            return rows[0]!.id;
          }
          if (input.id !== actor.userId && !(await usersInScope(client, actor, [input.id])).length) throw notFound('用户不存在');
          const { rows } = await client.query<{ id: string }>(
            sql`UPDATE app_user SET account = ${input.account}, name = ${input.realName}, real_name = ${input.realName}, nick_name = ${input.nickName}, phone = ${input.phone}, email = ${input.email}, sex = ${input.sex}, dept_id = ${input.deptId}, role_id = ${input.roleId},
                    user_type = ${kind.userType}, login_type = ${kind.loginType}, update_user = ${actor.userId}, update_time = now(), version = version + 1
              WHERE id = ${input.id} AND version = ${input.version} RETURNING id::text`,
          );
          if (!rows[0]) throw staleVersion();
          return rows[0].id;
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(ACCOUNT_TAKEN);
          throw error;
        }
      });
      const { rows } = await db.query(sql`${USER_RECORD} WHERE u.id = ${id}`);
      return ok(rows[0]);
    },
  );

  app.post(
    `${base}/remove`,
    {
      schema: {
        tags,
        summary: 'Soft-deletes ?ids=1,2 (users of the caller’s scope) and ends their sessions',
        description: 'Button `user_delete`.',
        querystring: z.object({ ids: ids() }),
        response: answers(z.null()),
      },
      config: anyPlace(),
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { ids } = request.query;
      await requireButton(db, claims, 'user_delete');
      const actor = await staffActor(db, claims);
      if (ids.includes(actor.userId)) throw badRequest('不能删除当前登录的用户');
      const found = await usersInScope(db, actor, ids);
      if (found.length !== ids.length) throw notFound('用户不存在');
      await requireManageable(db, actor, ids);
      await transaction(db, async (client) => {
        await client.query(
          sql`UPDATE app_user SET is_deleted = 1, update_user = ${actor.userId}, update_time = now(), version = version + 1 WHERE id = ANY(${ids}::bigint[])`,
        );
        for (const id of ids) await revokeSubjectSessions(client, 'user', id, 'user removed');
      });
      return ok(null);
    },
  );

  app.post(
    `${base}/reset-password`,
    {
      schema: {
        tags,
        summary: 'Gives each of ?userIds=1,2 a new temporary password (answered once) and ends their sessions',
        description: 'Button `user_reset`. Answers `[{ id, account, password }]`.',
        querystring: z.object({
          userIds: ids('请选择用户').refine((userIds) => userIds.length <= RESET_BATCH_MAX, `一次最多重置 ${RESET_BATCH_MAX} 个用户的密码`),
        }),
        response: answers(ResetPasswords),
      },
      config: anyPlace(),
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const ids = request.query.userIds;
      await requireButton(db, claims, 'user_reset');
      const actor = await staffActor(db, claims);
      const found = await usersInScope(db, actor, ids);
      if (found.length !== ids.length) throw notFound('用户不存在');
      await requireManageable(db, actor, ids);
      const result = await Promise.all(
        ids.map(async (id) => {
          const password = temporaryPassword();
          return { id, password, hash: await hashPassword(password) };
        }),
      );
      const accounts = await transaction(db, async (client) => {
        const names = new Map<string, string>();
        for (const item of result) {
          const { rows } = await client.query<{ account: string }>(
            sql`UPDATE app_user SET password_hash = ${item.hash}, update_time = now() WHERE id = ${item.id} RETURNING account`,
          );
          names.set(item.id, rows[0]!.account);
          await revokeSubjectSessions(client, 'user', item.id, 'password reset');
        }
        return names;
      });
      return ok(result.map((item) => ({ id: item.id, account: accounts.get(item.id), password: item.password })));
    },
  );
}
