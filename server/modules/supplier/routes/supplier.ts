// Supplier account and company (/api/rabbit-supplier/…): a supplier's own company information and
// account, the sign-in helper get-supplier, and the supplier list the supplier picker pages through.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import { tenantOfAccount } from '../../auth/index.ts';
import type { AppContext } from '../../../platform/context.ts';
import { staffActor } from '../../../platform/access/actor.ts';
import { notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { lookupId, nullAsAbsent, offsetOf, optionalId, optionalText, paging, phone, text, version } from '../../../platform/http/fields.ts';
import { limits } from '../../../platform/http/limits.ts';
import { fileVisible } from '../../../platform/files/index.ts';
import { open } from '../../../platform/http/open-route.ts';
import { sql } from '../../../platform/db/sql.ts';
import { SupplierAccount, SupplierChoice, SupplierCompany } from '../answers.ts';

const COMPANY = sql`
  SELECT c.id::text, c.supplier_name AS "supplierName", c.contacts_name AS "contactsName", c.mobile, c.credit_code AS "creditCode", c.address,
         c.legal_person AS "legalPerson", c.business_scope AS "businessScope", c.license_no AS "licenseNo", to_char(c.license_expiry, 'YYYY-MM-DD') AS "licenseExpiry",
         c.license_file_id::text AS "licenseFileId", c.status, c.version
    FROM supplier_company c`;
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

const CompanyInput = z.object({
  mobile: phone('手机号码不能为空'),
  creditCode: optionalText('统一社会信用代码', 18)
    .transform((code) => code.toUpperCase())
    .refine((code) => !code || CREDIT_CODE.test(code), '统一社会信用代码格式不正确'),
  // the company as read answers null when it has no licence, and the form sends it back so
  licenseFileId: nullAsAbsent(optionalId('营业执照文件不存在')),
  version: version(),
  supplierName: text('请输入企业名称', 50),
  contactsName: text('请输入联系人', 30),
  address: optionalText('地址', 100),
  legalPerson: optionalText('法人代表', 30),
  businessScope: optionalText('经营范围', 500),
  licenseNo: optionalText('许可证号', 50),
});

const AccountInput = z.object({ phone: phone('手机号码不能为空'), version: version(), realName: text('请输入姓名', 30) });

export function supplierRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['supplier'];
  const base = '/api/rabbit-supplier';

  /** The company of a supplier account. */
  const ownCompany = async (subjectId: string, tenantId: string) =>
    (
      await db.query<{ id: string }>(
        sql`SELECT company_id::text AS id FROM supplier_account WHERE id = ${subjectId} AND tenant_id = ${tenantId} AND is_deleted = 0`,
      )
    ).rows[0]?.id;

  app.get(
    `${base}/supplierCompany/info`,
    {
      schema: {
        tags,
        summary: 'A supplier’s own company; staff name a company of their tenant with ?id=',
        querystring: z.object({ id: lookupId().describe('staff only: the company (a supplier always gets its own)') }),
        response: answers(SupplierCompany),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const id = claims.kind === 'supplier' ? await ownCompany(claims.subjectId, claims.tenantId) : request.query.id;
      const { rows } = id ? await db.query(sql`${COMPANY} WHERE c.id = ${id} AND c.tenant_id = ${claims.tenantId} AND c.is_deleted = 0`) : { rows: [] };
      if (!rows[0]) throw notFound('企业不存在');
      return ok(rows[0]);
    },
  );

  app.post(
    `${base}/supplierCompany/submit`,
    {
      schema: {
        tags,
        summary: 'A supplier edits its own company information (version checked)',
        description: 'Button `supplier_company_edit`.',
        body: CompanyInput,
        response: answers(SupplierCompany),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      if (claims.kind !== 'supplier') throw forbidden('只有供应商可以修改企业信息');
      await requireButton(db, claims, 'supplier_company_edit');
      const body = request.body;
      if (body.licenseFileId && !(await fileVisible(db, claims, body.licenseFileId))) throw badRequest('营业执照文件不存在');
      const companyId = await ownCompany(claims.subjectId, claims.tenantId);
      const { rows } = await db.query<{ id: string }>(
        sql`UPDATE supplier_company SET supplier_name = ${body.supplierName}, contacts_name = ${body.contactsName}, mobile = ${body.mobile}, credit_code = ${body.creditCode}, address = ${body.address}, legal_person = ${body.legalPerson}, business_scope = ${body.businessScope},
              license_no = ${body.licenseNo}, license_file_id = ${body.licenseFileId ?? null}, update_time = now(), version = version + 1
        WHERE id = ${companyId} AND version = ${body.version} AND is_deleted = 0 RETURNING id::text`,
      );
      if (!rows[0]) throw staleVersion();
      return ok((await db.query(sql`${COMPANY} WHERE c.id = ${companyId}`)).rows[0]);
    },
  );

  app.post(
    `${base}/supplierAccount/upload/update`,
    {
      schema: {
        tags,
        summary: 'A supplier updates its own account (realName, phone; version checked)',
        body: AccountInput,
        response: answers(SupplierAccount),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      if (claims.kind !== 'supplier') throw forbidden();
      const { phone, version, realName } = request.body;
      const { rows } = await db.query(
        sql`UPDATE supplier_account SET real_name = ${realName}, phone = ${phone}, update_time = now(), version = version + 1 WHERE id = ${claims.subjectId} AND version = ${version} AND is_deleted = 0
       RETURNING id::text, account, real_name AS "realName", phone, version`,
      );
      if (!rows[0]) throw staleVersion();
      return ok(rows[0]);
    },
  );

  app.get(
    `${base}/supplierAccount/info`,
    { schema: { tags, summary: 'A supplier’s own account: { id, account, realName, phone, version }', response: answers(SupplierAccount) } },
    async (request) => {
      const claims = await authenticate(ctx, request);
      if (claims.kind !== 'supplier') throw forbidden();
      const { rows } = await db.query(
        sql`SELECT id::text, account, real_name AS "realName", phone, version FROM supplier_account WHERE id = ${claims.subjectId}`,
      );
      return ok(rows[0]);
    },
  );

  app.get(
    `${base}/supplierCompany/get-supplier`,
    {
      schema: {
        tags,
        summary: 'The tenant of supplier account ?username= for the supplier sign-in form, answered alike for any name; supplierName is empty',
        querystring: z.object({ username: text('请输入账号', 100) }),
        response: answers(z.object({ tenantId: z.string(), tenantName: z.string(), supplierName: z.string().describe('always empty') })),
      },
      config: open(limits(ctx.config).lookup),
    },
    // answered alike whether or not the account exists (modules/auth/lookup.ts): the company's name would tell, so it is empty
    async (request) => ok({ ...(await tenantOfAccount(db, ctx.tokens, 'supplier', request.query.username)), supplierName: '' }),
  );

  app.get(
    `${base}/supplierCompany/list`,
    {
      schema: {
        tags,
        summary: 'A page of the tenant’s suppliers for the picker: { supplierId, supplierName, contactsName, mobile }; ?supplierName= contains',
        querystring: z.object({ ...paging(100), supplierName: optionalText('企业名称', 50) }),
        response: answers(paged(SupplierChoice)),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const { supplierName, ...page } = request.query;
      const like = supplierName ? containing(supplierName.toLowerCase()) : null;
      const where = sql`tenant_id = ${actor.tenantId} AND is_deleted = 0 AND (${like}::text IS NULL OR lower(supplier_name) LIKE ${like})`;
      const [rows, total] = await Promise.all([
        db.query(
          sql`SELECT id::text AS "supplierId", supplier_name AS "supplierName", contacts_name AS "contactsName", mobile FROM supplier_company
               WHERE ${where} ORDER BY supplier_name, id LIMIT ${page.size} OFFSET ${offsetOf(page)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM supplier_company WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );
}
