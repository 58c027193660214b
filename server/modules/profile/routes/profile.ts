// One's own record (/api/rabbit-user/…, src/domains/profile): the signed-in user's record (info), the profile they
// change themselves (update: name, nickname, phone, email, sex, avatar; version checked) and their password
// (update-password, which ends their other sessions). Other people's records: modules/user.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { hashPassword, verifyPassword } from '../../../platform/auth/password.ts';
import { revokeSubjectSessions } from '../../../platform/auth/sessions.ts';
import type { AppContext } from '../../../platform/context.ts';
import { staffActor } from '../../../platform/access/actor.ts';
import { staleVersion } from '../../../platform/http/crud-errors.ts';
import { transaction } from '../../../platform/db/database.ts';
import { answers } from '../../../platform/http/answers.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { ProfileInput, USER_RECORD, UserDetail } from '../../user/index.ts';
import { PasswordChange } from '../input.ts';
import { anyPlace } from '../../../platform/http/any-place.ts';
import { sql } from '../../../platform/db/sql.ts';

export function profileRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['user'];
  const base = '/api/rabbit-user';

  app.get(`${base}/info`, { schema: { tags, summary: 'The signed-in user’s own record (personal info)', response: answers(UserDetail) } }, async (request) => {
    const actor = await staffActor(db, await authenticate(ctx, request));
    const { rows } = await db.query(sql`${USER_RECORD} WHERE u.id = ${actor.userId}`);
    return ok(rows[0]);
  });

  app.post(
    `${base}/update`,
    {
      schema: {
        tags,
        summary: 'Updates the signed-in user’s own profile (name, nickname, phone, email, sex, avatar); version checked',
        body: ProfileInput,
        response: answers(UserDetail),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const input = request.body;
      const { rows } = await db.query<{ id: string }>(
        sql`UPDATE app_user SET name = ${input.realName}, real_name = ${input.realName}, nick_name = ${input.nickName}, phone = ${input.phone}, email = ${input.email},
               sex = ${input.sex}, avatar = ${input.avatar}, update_user = ${actor.userId}, update_time = now(), version = version + 1
         WHERE id = ${actor.userId} AND version = ${input.version} RETURNING id::text`,
      );
      if (!rows[0]) throw staleVersion();
      return ok((await db.query(sql`${USER_RECORD} WHERE u.id = ${actor.userId}`)).rows[0]);
    },
  );

  app.post(
    `${base}/update-password`,
    {
      schema: {
        tags,
        summary: 'Changes the signed-in user’s password: oldPassword, newPassword, newPassword1; ends the user’s other sessions',
        body: PasswordChange,
        response: answers(z.null()),
      },
      config: anyPlace(),
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { oldPassword, newPassword } = request.body;
      const table = claims.kind === 'user' ? sql`app_user` : sql`supplier_account`;
      const { rows } = await db.query<{ hash: string }>(
        sql`SELECT password_hash AS hash FROM ${table} WHERE id = ${claims.subjectId} AND tenant_id = ${claims.tenantId} AND is_deleted = 0`,
      );
      if (!rows[0]) throw forbidden();
      if (!(await verifyPassword(oldPassword, rows[0].hash))) throw badRequest('原密码不正确');
      const hash = await hashPassword(newPassword);
      await transaction(db, async (client) => {
        await client.query(sql`UPDATE ${table} SET password_hash = ${hash}, update_time = now() WHERE id = ${claims.subjectId}`);
        await revokeSubjectSessions(client, claims.kind, claims.subjectId, 'password changed', claims.sessionId);
      });
      return ok(null, '修改密码成功');
    },
  );
}
