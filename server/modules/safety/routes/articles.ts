// 食安知识库 (/api/shian/safety/article/…): the district's articles by category, found by a word of the title or the
// body, or by the title's pinyin initials (`sybz` → 食品留样标准…, as the menu search). Every reader of 安全服务 reads
// its tenant's; the education bureau writes and removes them (policy `safety.templates`). Plain text, never HTML.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { allows } from '../../../platform/access/policy.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { pageOf, containing, startingWith } from '../../../platform/http/paging.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { id, lookupId, offsetOf, optionalText, paging, text, version } from '../../../platform/http/fields.ts';
import { sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { initialsOf } from '../../../platform/text/initials.ts';
import { logAction, readScope, templateScope } from '../scope.ts';

export const Article = z.object({
  id: z.string(),
  category: z.number().int().describe('1 regulations, 2 practice, 3 cases, 4 science'),
  title: z.string(),
  content: z.string().describe('plain text, never HTML'),
  deptName: z.string(),
  updateTime: z.string(),
  editable: z.boolean(),
  version: z.number().int(),
});

const record = (role: string) => sql`
  SELECT a.id::text, a.category, a.title, a.content, d.dept_name AS "deptName", ${TIME('a.update_time')} AS "updateTime",
         ${allows('safety.templates', role)}::boolean AS editable, a.version
    FROM safety_article a JOIN dept d ON d.id = a.create_dept`;

const category = () =>
  z.coerce
    .number({ error: '请选择分类' })
    .int()
    .refine((value) => [1, 2, 3, 4].includes(value), '请选择分类');

const ArticleInput = z.object({
  id: lookupId().describe('absent: a new article'),
  version: version().optional(),
  category: category(),
  title: text('请输入标题', 60),
  content: text('请输入正文', 10000),
});

export function articleRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['safety'];
  const base = '/api/shian/safety/article';

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the tenant’s articles, newest first; ?category= 1–4, ?keyword= a word of the title or body, or the title’s pinyin initials',
        querystring: z.object({
          ...paging(),
          category: z
            .string()
            .trim()
            .optional()
            .transform((value) => (value && ['1', '2', '3', '4'].includes(value) ? Number(value) : null)),
          keyword: optionalText('关键字', 40),
        }),
        response: answers(paged(Article)),
      },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const { category: chosen, keyword, ...page } = request.query;
      const word = keyword.trim().toLowerCase();
      const filter = sql`a.tenant_id = ${scope.actor.tenantId} AND a.is_deleted = 0 AND (${chosen}::int IS NULL OR a.category = ${chosen})
        AND (${word} = '' OR a.title ILIKE ${containing(word)} OR a.content ILIKE ${containing(word)} OR a.initials LIKE ${startingWith(word.replace(/\s+/g, ''))})`;
      const [rows, total] = await Promise.all([
        db.query(sql`${record(scope.actor.role)} WHERE ${filter} ORDER BY a.update_time DESC, a.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM safety_article a WHERE ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Writes an article (with id and version: edits one): category, title, content',
        description: 'Policy `safety.templates` (the education bureau).',
        body: ArticleInput,
        response: answers(Article),
      },
    },
    async (request) => {
      const scope = await templateScope(db, await authenticate(ctx, request));
      const { id: articleId, version: seen, category: chosen, title, content } = request.body;
      const initials = (await initialsOf())(title);
      const { actor } = scope;
      const { rows } = articleId
        ? await db.query<{ id: string }>(
            sql`UPDATE safety_article a SET category = ${chosen}, title = ${title}, initials = ${initials}, content = ${content}, update_time = now(), version = a.version + 1
                 WHERE a.id = ${articleId} AND a.tenant_id = ${actor.tenantId} AND a.is_deleted = 0 AND a.version = ${seen ?? -1} RETURNING a.id::text`,
          )
        : await db.query<{ id: string }>(
            sql`INSERT INTO safety_article (tenant_id, category, title, initials, content, create_dept, create_user)
                VALUES (${actor.tenantId}, ${chosen}, ${title}, ${initials}, ${content}, ${actor.deptId}, ${actor.userId}) RETURNING id::text`,
          );
      if (!rows[0]) {
        const found = await db.query(sql`SELECT 1 FROM safety_article WHERE id = ${articleId!} AND tenant_id = ${actor.tenantId} AND is_deleted = 0`);
        throw found.rows.length ? staleVersion() : notFound('文章不存在');
      }
      await logAction(db, scope, 'article', rows[0].id, articleId ? 'save' : 'create');
      return ok((await db.query(sql`${record(actor.role)} WHERE a.id = ${rows[0].id}`)).rows[0]);
    },
  );

  app.post(
    `${base}/remove`,
    {
      schema: {
        tags,
        summary: 'Removes an article: id',
        description: 'Policy `safety.templates`.',
        body: z.object({ id: id('文章不存在') }),
        response: answers(z.null()),
      },
    },
    async (request) => {
      const scope = await templateScope(db, await authenticate(ctx, request));
      const { rows } = await db.query(
        sql`UPDATE safety_article SET is_deleted = 1, update_time = now() WHERE id = ${request.body.id} AND tenant_id = ${scope.actor.tenantId} AND is_deleted = 0 RETURNING id`,
      );
      if (!rows[0]) throw notFound('文章不存在');
      await logAction(db, scope, 'article', request.body.id, 'remove');
      return ok(null);
    },
  );
}
