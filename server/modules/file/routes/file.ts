// Files (/api/rabbit-file/file/…): upload (multipart, one file), getFileById/{id}, downloadFile (POST, the spec's, and GET, links). Files live
// in the database so every server instance serves them. The type is decided by the file's first bytes,
// not by its name or the browser's claim; avatars take images up to 2 MB, other files images or PDF up
// to 5 MB. A link carries the file's random key, so an <img> can show it without the session header.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AccessClaims } from '../../../platform/auth/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/http/crud-errors.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { answers, answersFile } from '../../../platform/http/answers.ts';
import { ApiError, badRequest, ok } from '../../../platform/http/envelope.ts';
import { lookupId } from '../../../platform/http/fields.ts';
import { limits } from '../../../platform/http/limits.ts';
import type { Config } from '../../../platform/config.ts';
import { transaction } from '../../../platform/db/database.ts';
import { open } from '../../../platform/http/open-route.ts';
import { anyPlace } from '../../../platform/http/any-place.ts';
import { checkSheet } from '../../../platform/xlsx/sheet-guard.ts';
import { DOWNLOAD_PATH, linkOf, sniff, visibleFile, XLSX_MIME } from '../../../platform/files/index.ts';
import { sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { StoredFile } from '../answers.ts';

const MB = 1024 * 1024;
const KINDS = { avatar: { max: 2 * MB, pdf: false }, file: { max: 5 * MB, pdf: true }, sheet: { max: 10 * MB, pdf: false } } as const;

/**
 * 400 when the upload would take the uploader or its tenant past its quota (UPLOAD_QUOTA_USER_MB,
 * UPLOAD_QUOTA_TENANT_MB). Counted under a lock on the tenant, so parallel uploads cannot pass it together.
 */
async function requireQuota(client: Queryable, config: Config, claims: AccessClaims, size: number): Promise<void> {
  await client.query(sql`SELECT pg_advisory_xact_lock(hashtext('upload:' || ${claims.tenantId}))`);
  const { rows } = await client.query<{ mine: string; tenant: string }>(
    sql`SELECT COALESCE(sum(size) FILTER (WHERE owner_kind = ${claims.kind} AND owner_id = ${claims.subjectId}), 0) AS mine, COALESCE(sum(size), 0) AS tenant FROM stored_file WHERE tenant_id = ${claims.tenantId}`,
  );
  const used = rows[0]!;
  if (Number(used.mine) + size > config.uploadQuotaUser) throw badRequest(`您的上传空间已用完（${config.uploadQuotaUser / MB} MB），请联系管理员`);
  if (Number(used.tenant) + size > config.uploadQuotaTenant) throw badRequest(`本单位的上传空间已用完（${config.uploadQuotaTenant / MB} MB），请联系管理员`);
}

const META = sql`SELECT id::text, name, mime, size, access_key AS key, ${TIME('create_time')} AS "createTime" FROM stored_file`;
type Meta = { id: string; name: string; mime: string; size: number; key: string; createTime: string };
const present = ({ key, ...meta }: Meta) => ({ ...meta, link: linkOf(meta.id, key) });

export function fileRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['file'];
  const base = '/api/rabbit-file/file';

  app.post(
    `${base}/upload`,
    {
      schema: {
        tags,
        summary:
          'Uploads one file (multipart field `file`); ?kind=avatar for images up to 2 MB, ?kind=sheet for an .xlsx workbook (an import) up to 10 MB, else images or PDF up to 5 MB',
        description:
          'Answers `{ id, name, mime, size, createTime, link }`. Quotas per uploader and per tenant (400 with the quota in MB); UPLOAD_RATE_LIMIT uploads a minute per address.',
        // the body is multipart, read by the handler; any other kind reads as `file`
        querystring: z.object({
          kind: z
            .string()
            .optional()
            .transform((kind) => (kind?.trim() === 'avatar' ? 'avatar' : kind?.trim() === 'sheet' ? 'sheet' : 'file'))
            .describe('`avatar` for an avatar; `sheet` for an .xlsx workbook to import; anything else a file'),
        }),
        response: answers(StoredFile),
      },
      config: limits(ctx.config).upload,
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { kind } = request.query;
      const kindLimits = KINDS[kind];
      if (!request.isMultipart()) throw badRequest('请选择要上传的文件');
      const part = await request.file({ limits: { fileSize: kindLimits.max, files: 1 } });
      if (!part) throw badRequest('请选择要上传的文件');
      const content = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, `文件不能超过 ${kindLimits.max / MB} MB`);
        throw error;
      });
      // the multipart reader does not always throw past the limit: it may hand over the file cut at the limit, marked
      // truncated (seen once in a full run of the suite) — a cut file is as too large as a refused one
      if (part.file.truncated) throw new ApiError(413, `文件不能超过 ${kindLimits.max / MB} MB`);
      if (!content.length) throw badRequest('文件是空的');
      // a workbook is a ZIP container of the parts of a workbook, checked as the importers check it (platform/xlsx/sheet-guard.ts:
      // the unpacked size, a text's length, the rows) — so a ZIP of anything else, or a decompression bomb, is not kept
      const isZip = content.length > 4 && content.readUInt32LE(0) === 0x04034b50;
      if (kind === 'sheet' && !isZip) throw badRequest('只能上传 Excel（.xlsx）文件');
      if (kind === 'sheet') await checkSheet(content, { requireParts: true });
      const mime = kind === 'sheet' ? XLSX_MIME : sniff(content);
      if (!mime || (mime === 'application/pdf' && !kindLimits.pdf))
        throw badRequest(kind === 'avatar' ? '头像只能是 PNG、JPEG、GIF 或 WebP 图片' : '只能上传图片（PNG、JPEG、GIF、WebP）或 PDF 文件');
      const given = (part.filename || 'file').replace(/[\\/\r\n"]/g, '_');
      // a workbook is stored (and later downloaded) as what it is, whatever name it came under
      const name = kind === 'sheet' ? `${[...given.replace(/\.[^.]*$/, '')].slice(0, 95).join('') || 'file'}.xlsx` : [...given].slice(-100).join('');
      const rows = await transaction(db, async (client) => {
        await requireQuota(client, ctx.config, claims, content.length);
        return (
          await client.query<Meta>(
            sql`INSERT INTO stored_file (tenant_id, owner_kind, owner_id, name, mime, size, sha256, access_key, content)
             VALUES (${claims.tenantId}, ${claims.kind}, ${claims.subjectId}, ${name}, ${mime}, ${content.length}, ${createHash('sha256').update(content).digest('hex')}, ${randomBytes(18).toString('base64url')}, ${content})
             RETURNING id::text, name, mime, size, access_key AS key, ${TIME('create_time')} AS "createTime"`,
          )
        ).rows;
      });
      return ok(present(rows[0]!));
    },
  );

  app.get(
    `${base}/getFileById/:id`,
    {
      schema: {
        tags,
        summary:
          'A file’s description and link (staff: a file of the tenant, a supplier’s papers only in a role that reads them; a supplier: its own company’s); 404 otherwise',
        params: z.object({ id: lookupId() }),
        response: answers(StoredFile),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { id } = request.params;
      const { rows } = id ? await db.query<Meta>(sql`${META} WHERE ${visibleFile(id, claims)}`) : { rows: [] };
      if (!rows[0]) throw notFound('文件不存在');
      return ok(present(rows[0]));
    },
  );

  // The spec's call: a signed-in caller's POST naming the file by `id` (in the query, a form or a JSON body); the file is
  // sent when the caller may see it (as getFileById decides), without the link's key. GET stays for links.
  app.post(
    DOWNLOAD_PATH,
    {
      schema: {
        tags,
        summary: 'The file `id` (query, form or JSON body) for a signed-in caller who may see it (as getFileById); 404 otherwise',
        body: z.object({ id: lookupId() }),
        response: answersFile('The file’s bytes, of its own type'),
      },
      config: anyPlace(),
    },
    async (request, reply) => {
      const claims = await authenticate(ctx, request);
      const { id } = request.body;
      const { rows } = id
        ? await db.query<{ mime: string; name: string; content: Buffer }>(sql`SELECT mime, name, content FROM stored_file WHERE ${visibleFile(id, claims)}`)
        : { rows: [] };
      const file = rows[0];
      if (!file) throw notFound('文件不存在');
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(file.content);
    },
  );

  app.get(
    DOWNLOAD_PATH,
    {
      schema: {
        tags,
        summary: 'The file ?id= with its ?key= (from the link): the bytes, cached for good (a file never changes)',
        // a wrong id or key is simply not found
        querystring: z.object({ id: lookupId(), key: z.string().trim().optional().default('') }),
        response: answersFile('The file’s bytes, of its own type'),
      },
      config: open(),
    },
    async (request, reply) => {
      const { id } = request.query;
      const key = Buffer.from(request.query.key);
      const { rows } = id
        ? await db.query<{ key: string; mime: string; name: string; content: Buffer }>(
            sql`SELECT access_key AS key, mime, name, content FROM stored_file WHERE id = ${id}`,
          )
        : { rows: [] };
      const file = rows[0];
      const expected = Buffer.from(file?.key ?? '');
      if (!file || expected.length !== key.length || !timingSafeEqual(expected, key)) throw notFound('文件不存在');
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', `${file.mime.startsWith('image/') ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(file.content);
    },
  );
}
