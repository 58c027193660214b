// 检查模板 (/api/shian/safety/template/…): the district's checklists, items grouped by area. The education bureau keeps
// them (policy `safety.templates`); an edit adds a version and every inspection keeps the version it used.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import { allows } from '../../../platform/access/policy.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { answers } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { optionalId, text } from '../../../platform/http/fields.ts';
import { sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { Template } from '../answers.ts';
import { logAction, readScope, templateScope } from '../scope.ts';

const record = (role: string) => sql`
  SELECT t.id::text, ${allows('safety.templates', role)}::boolean AS editable, t.name, t.current_version AS "currentVersion", v.id::text AS "versionId", v.items, d.dept_name AS "deptName",
         ${TIME('t.update_time')} AS "updateTime", t.version
    FROM safety_template t JOIN safety_template_version v ON v.template_id = t.id AND v.version = t.current_version JOIN dept d ON d.id = t.create_dept`;

const TemplateInput = z.object({
  id: optionalId('检查模板不存在'),
  version: z.coerce.number().int().optional(),
  name: text('请输入模板名称', 50),
  items: z
    .array(z.object({ area: text('请输入检查区域', 20), content: text('请输入检查内容', 200) }), { error: '请添加检查项' })
    .min(1, '请添加检查项')
    .max(200, '检查项不能超过 200 个'),
});

export function templateRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['safety'];
  const base = '/api/shian/safety/template';

  app.get(
    `${base}/list`,
    { schema: { tags, summary: 'The tenant’s checklist templates, each with its current version’s items', response: answers(z.array(Template)) } },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const { rows } = await db.query(sql`${record(scope.actor.role)} WHERE t.tenant_id = ${scope.actor.tenantId} AND t.is_deleted = 0 ORDER BY t.id`);
      return ok(rows);
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Adds a template, or a new version of one (id, version): name, items [{ area, content }]',
        description: 'Button `inspection_add`; the education bureau (policy `safety.templates`).',
        body: TemplateInput,
        response: answers(Template),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const scope = await templateScope(db, claims);
      await requireButton(db, claims, 'inspection_add');
      const { id, version, name, items } = request.body;
      const { actor } = scope;
      const saved = await transaction(db, async (client) => {
        if (!id) {
          const made = await client.query<{ id: string }>(
            sql`INSERT INTO safety_template (tenant_id, name, create_dept, create_user) VALUES (${actor.tenantId}, ${name}, ${actor.deptId}, ${actor.userId}) RETURNING id::text`,
          );
          const templateId = made.rows[0]!.id;
          await client.query(
            sql`INSERT INTO safety_template_version (template_id, version, items, create_user) VALUES (${templateId}, 1, ${JSON.stringify(items)}::jsonb, ${actor.userId})`,
          );
          await logAction(client, scope, 'template', templateId, 'create', { version: 1 });
          return templateId;
        }
        if (version === undefined) throw badRequest('缺少版本号，请刷新后再保存');
        const updated = await client.query<{ current: number }>(
          sql`UPDATE safety_template SET name = ${name}, current_version = current_version + 1, version = version + 1, update_time = now()
               WHERE id = ${id} AND tenant_id = ${actor.tenantId} AND is_deleted = 0 AND version = ${version} RETURNING current_version AS current`,
        );
        if (!updated.rows[0]) {
          const found = await client.query(sql`SELECT 1 FROM safety_template WHERE id = ${id} AND tenant_id = ${actor.tenantId} AND is_deleted = 0`);
          throw found.rows.length ? staleVersion() : notFound('检查模板不存在');
        }
        const current = updated.rows[0].current;
        await client.query(
          sql`INSERT INTO safety_template_version (template_id, version, items, create_user) VALUES (${id}, ${current}, ${JSON.stringify(items)}::jsonb, ${actor.userId})`,
        );
        await logAction(client, scope, 'template', id, 'save', { version: current });
        return id;
      });
      return ok((await db.query(sql`${record(actor.role)} WHERE t.id = ${saved}`)).rows[0]);
    },
  );
}
