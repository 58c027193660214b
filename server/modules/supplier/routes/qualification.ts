// 企业资质 (/api/rabbit-supplier/qualification/…): a supplier keeps its qualification documents — one
// current document per type of the dictionary `qualification_type`, each with its number, dates and scan
// (a file its own company uploaded). Staff of the same tenant read a supplier's documents (ofSupplier).
// This product's own endpoints, under the supplier service (docs/contract.md#supplier-qualifications); the
// rules are docs/product-rules.md#supplier-qualifications. Expiry is judged by the database clock in the
// deployment's time zone, so every instance and every browser agrees on what has expired.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import { allows, QUALIFICATION_READERS } from '../../../platform/access/policy.ts';
import type { AccessClaims } from '../../../platform/auth/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { staffActor } from '../../../platform/access/actor.ts';
import { isUniqueViolation, notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { answers } from '../../../platform/http/answers.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { editable, id, ids, lookupId, nullAsAbsent, oneOf, optionalText, text } from '../../../platform/http/fields.ts';
import { EXPIRES_SOON_DAYS, isDay, QUALIFICATION_TYPES, supplierCompanyOf, TODAY, typeName } from '../qualifications.ts';
import { fileVisible, linkOf } from '../../../platform/files/index.ts';
import { sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { Qualification } from '../answers.ts';

export const UPLOAD_BUTTON = 'supplier_qualification_upload';
const DUPLICATE = '该类型证照已存在，请修改原证照';

const RECORD = sql`
  SELECT q.id::text, q.supplier_id::text AS "supplierId", q.doc_type::int AS "docType", ${typeName('q.doc_type')} AS "docTypeName", q.doc_no AS "docNo",
         q.file_id::text AS "fileId", f.name AS "fileName", f.mime AS "fileMime", f.access_key AS "fileKey",
         to_char(q.issue_date, 'YYYY-MM-DD') AS "issueDate", to_char(q.expire_date, 'YYYY-MM-DD') AS "expireDate",
         COALESCE(q.expire_date < ${TODAY}, false) AS expired,
         COALESCE(q.expire_date >= ${TODAY} AND q.expire_date <= ${TODAY} + ${sql.number(EXPIRES_SOON_DAYS)}, false) AS "expiresSoon",
         q.remark, ${TIME('q.update_time')} AS "updateTime", q.version
    FROM supplier_qualification q LEFT JOIN stored_file f ON f.id = q.file_id`;
const RECORD_DOC =
  'Each document: `{ id, supplierId, docType, docTypeName, docNo, fileId, fileName, fileMime, fileLink, issueDate, expireDate (null: 长期有效), expired, ' +
  `expiresSoon (within ${EXPIRES_SOON_DAYS} days), remark, updateTime, version }\`, by type.`;

type Row = Omit<z.output<typeof Qualification>, 'fileLink'> & { fileKey: string | null };
/** A document as answered: the scan's link instead of its key. */
const present = ({ fileKey, ...row }: Row) => ({ ...row, fileLink: row.fileId && fileKey ? linkOf(row.fileId, fileKey) : null });

const documentsOf = async (db: Queryable, supplierId: string) =>
  (await db.query<Row>(sql`${RECORD} WHERE q.supplier_id = ${supplierId} AND q.is_deleted = 0 ORDER BY q.doc_type, q.id`)).rows.map(present);

/** An optional day (YYYY-MM-DD); '' and null read as absent. */
const optionalDay = (label: string) =>
  nullAsAbsent(
    optionalText(label, 10)
      .refine((day) => !day || isDay(day), `${label}格式应为 YYYY-MM-DD`)
      .transform((day) => day || null),
  );

const QualificationInput = editable('证照不存在', {
  docType: oneOf(
    QUALIFICATION_TYPES.map((type) => String(type)),
    '请选择证照类型',
  ),
  docNo: text('请输入证照编号', 50),
  fileId: id('请上传证照文件'),
  issueDate: optionalDay('发证日期'),
  expireDate: optionalDay('有效期'),
  remark: optionalText('备注', 200),
}).refine((input) => !input.issueDate || !input.expireDate || input.expireDate >= input.issueDate, {
  path: ['expireDate'],
  message: '有效期不能早于发证日期',
});

export function qualificationRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['supplier'];
  const base = '/api/rabbit-supplier/qualification';

  /** The caller's own company: suppliers only (403 for staff). */
  const ownCompany = async (claims: AccessClaims) => {
    const company = claims.kind === 'supplier' ? await supplierCompanyOf(db, claims) : undefined;
    if (!company) throw forbidden('只有供应商可以维护企业资质');
    return company;
  };

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: 'A supplier’s own company’s qualification documents, by type',
        description: RECORD_DOC,
        response: answers(z.array(Qualification)),
      },
    },
    async (request) => ok(await documentsOf(db, await ownCompany(await authenticate(ctx, request)))),
  );

  app.get(
    `${base}/ofSupplier`,
    {
      schema: {
        tags,
        summary: 'Staff read the qualification documents of ?supplierId= (a supplier company of their tenant); 404 `数据不存在` otherwise',
        description: `Roles ${QUALIFICATION_READERS.join(', ')}; suppliers and banks 403. ${RECORD_DOC}`,
        querystring: z.object({ supplierId: lookupId() }),
        response: answers(z.array(Qualification)),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      if (!allows('qualifications.read', actor.role)) throw forbidden();
      const { supplierId } = request.query;
      const { rows } = supplierId
        ? await db.query(sql`SELECT 1 FROM supplier_company WHERE id = ${supplierId} AND tenant_id = ${actor.tenantId} AND is_deleted = 0`)
        : { rows: [] };
      if (!rows[0]) throw notFound('数据不存在');
      return ok(await documentsOf(db, supplierId!));
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'A supplier adds (no id) or updates (id and version) one of its qualification documents',
        description:
          `Button \`${UPLOAD_BUTTON}\`. docType 1–6 (qualification_type), docNo, fileId (a file the supplier’s own company uploaded), issueDate and ` +
          `expireDate (YYYY-MM-DD; no expireDate: 长期有效; not before issueDate), remark. 400 \`${DUPLICATE}\` for a second document of a type; ` +
          '409 on a stale version. Answers the saved document.',
        body: QualificationInput,
        response: answers(Qualification),
      },
      // the button before the body: a caller who may not upload is told so, not what is wrong with the form
      preValidation: async (request) => {
        const claims = await authenticate(ctx, request);
        await ownCompany(claims);
        await requireButton(db, claims, UPLOAD_BUTTON);
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const company = await ownCompany(claims);
      const input = request.body;
      if (!(await fileVisible(db, claims, input.fileId))) throw badRequest('证照文件不存在');
      const [docType, issueDate, expireDate] = [Number(input.docType), input.issueDate ?? null, input.expireDate ?? null];
      let saved: string | undefined;
      try {
        if (input.id === undefined) {
          const { rows } = await db.query<{ id: string }>(
            sql`INSERT INTO supplier_qualification (tenant_id, supplier_id, doc_type, doc_no, file_id, issue_date, expire_date, remark, create_user)
             VALUES (${claims.tenantId}, ${company}, ${docType}, ${input.docNo}, ${input.fileId}, ${issueDate}::date, ${expireDate}::date, ${input.remark}, ${claims.subjectId})
             RETURNING id::text`,
          );
          saved = rows[0]!.id;
        } else {
          const { rows } = await db.query<{ id: string }>(
            sql`UPDATE supplier_qualification SET doc_type = ${docType}, doc_no = ${input.docNo}, file_id = ${input.fileId}, issue_date = ${issueDate}::date,
                    expire_date = ${expireDate}::date, remark = ${input.remark}, update_time = now(), version = version + 1
              WHERE id = ${input.id} AND supplier_id = ${company} AND version = ${input.version} AND is_deleted = 0 RETURNING id::text`,
          );
          saved = rows[0]?.id;
        }
      } catch (error) {
        // also the loser of two simultaneous saves of one type
        if (isUniqueViolation(error)) throw badRequest(DUPLICATE);
        throw error;
      }
      if (!saved) {
        const found = await db.query(sql`SELECT 1 FROM supplier_qualification WHERE id = ${input.id} AND supplier_id = ${company} AND is_deleted = 0`);
        throw found.rows[0] ? staleVersion() : notFound('证照不存在');
      }
      return ok(present((await db.query<Row>(sql`${RECORD} WHERE q.id = ${saved}`)).rows[0]!));
    },
  );

  app.post(
    `${base}/remove`,
    {
      schema: {
        tags,
        summary: 'A supplier removes ?ids=1,2 of its own qualification documents (soft)',
        description: `Button \`${UPLOAD_BUTTON}\`; another company’s ids are simply not found.`,
        querystring: z.object({ ids: ids() }),
        response: answers(z.null()),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const company = await ownCompany(claims);
      await requireButton(db, claims, UPLOAD_BUTTON);
      await db.query(
        sql`UPDATE supplier_qualification SET is_deleted = 1, update_time = now(), version = version + 1
          WHERE id = ANY(${request.query.ids}::bigint[]) AND supplier_id = ${company} AND is_deleted = 0`,
      );
      return ok(null);
    },
  );
}
