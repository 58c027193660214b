// What 从业人员 adds up: 健康证管理 (the certificates of the caller's canteens by state, the soonest expiry first, with
// an Excel export) under /api/rabbit-work/healthCertificate/, and 部门人员统计 — the applet service's paged count of
// people per canteen — under /api/rabbit-applet/workPersonnel/ (docs/product-rules.md#work-personnel).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { EXPORT_LIMIT, sendWorkbook, workbookOf, type Column } from '../../../platform/xlsx/export.ts';
import { answers, answersWorkbook, paged } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { nullAsAbsent, offsetOf, optionalId, optionalText, paging } from '../../../platform/http/fields.ts';
import { sql } from '../../../platform/db/sql.ts';
import { DeptCountQuery } from '../input.ts';
import { CERT_STATE, certStateWhere, EXPIRING_DAYS, listWhere, pageQuery, present, RECORD, STATUS, type PersonRow } from '../queries.ts';
import { canteensUnder, personnelScope } from '../scope.ts';
import { CertSummary, DeptCount, WorkPerson } from '../answers.ts';

export const CERT_BASE = '/api/rabbit-work/healthCertificate';
export const APPLET_BASE = '/api/rabbit-applet/workPersonnel';

const CertQuery = z.object({
  ...paging(),
  name: optionalText('姓名', 50),
  canteenId: nullAsAbsent(optionalId('所属食堂不正确')),
  schoolId: nullAsAbsent(optionalId('所属学校不正确')),
  deptId: nullAsAbsent(optionalId('所属部门不正确')),
  certState: nullAsAbsent(optionalText('健康证状态', 2))
    .refine((value) => !value || ['1', '2', '3'].includes(value), '健康证状态不正确')
    .transform((value) => (value ? Number(value) : undefined)),
});
type CertFilters = z.infer<typeof CertQuery>;

type Exported = Record<string, unknown>;
const cell = (field: string) => (row: Exported) => row[field] as string | number | null;
const EXPORT_COLUMNS: Column<Exported>[] = [
  { header: '食堂', width: 22, value: cell('canteenName') },
  { header: '编号', width: 12, value: cell('number') },
  { header: '姓名', width: 12, value: cell('name') },
  { header: '岗位', width: 14, value: cell('postName') },
  { header: '手机号码', width: 14, value: cell('phone') },
  { header: '健康证编号', width: 20, value: cell('healthCertNo') },
  { header: '有效期至', width: 12, value: cell('healthCertExpiry') },
  { header: '剩余天数', width: 10, value: cell('certDaysLeft') },
  { header: '状态', width: 10, value: cell('certStateName') },
];

export function workPersonnelReportRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['work-personnel'];

  /** The certificates of the caller's canteens (people not 离职 who hold one) under the filters. */
  const certificates = async (request: { query: CertFilters }, claims: Awaited<ReturnType<typeof authenticate>>) => {
    const scope = await personnelScope(db, claims);
    const { current: _current, size: _size, deptId, certState, ...filters } = request.query;
    const where = listWhere(scope.actor.tenantId, await canteensUnder(db, scope, deptId), filters);
    const held = sql`${where} AND p.status <> ${STATUS.left} AND p.health_cert_expiry IS NOT NULL`;
    return { held, filtered: certState ? sql`${held} AND ${certStateWhere(certState)}` : held };
  };

  app.get(
    `${CERT_BASE}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the health certificates of the caller’s canteens, the soonest expiry first (the expired at the top)',
        description:
          'People not 离职 who hold a certificate. Filters: name, canteenId, schoolId, deptId, certState (1 有效, 2 即将到期, 3 已过期). Records as workPersonnel/list.',
        querystring: CertQuery,
        response: answers(paged(WorkPerson)),
      },
    },
    async (request) => {
      const { filtered } = await certificates(request, await authenticate(ctx, request));
      const { current, size } = request.query;
      const [rows, total] = await Promise.all([
        db.query<PersonRow>(pageQuery(filtered, sql`p.health_cert_expiry, p.number, p.id`, { current, size })),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM work_personnel p WHERE ${filtered}`),
      ]);
      return ok(
        pageOf(
          rows.rows.map((row) => present(row)),
          total.rows[0]!.total,
          { current, size },
        ),
      );
    },
  );

  app.get(
    `${CERT_BASE}/summary`,
    {
      schema: {
        tags,
        summary: 'How many certificates of the caller’s canteens are in each state: { valid, expiring, expired, total }',
        description: 'The filters of healthCertificate/list but certState.',
        querystring: CertQuery,
        response: answers(CertSummary),
      },
    },
    async (request) => {
      const { held } = await certificates(request, await authenticate(ctx, request));
      const { rows } = await db.query<{ valid: number; expiring: number; expired: number; total: number }>(
        sql`SELECT count(*) FILTER (WHERE ${certStateWhere(CERT_STATE.valid)})::int AS valid,
                count(*) FILTER (WHERE ${certStateWhere(CERT_STATE.expiring)})::int AS expiring,
                count(*) FILTER (WHERE ${certStateWhere(CERT_STATE.expired)})::int AS expired, count(*)::int AS total
           FROM work_personnel p WHERE ${held}`,
      );
      return ok(rows[0]!);
    },
  );

  app.get(
    `${CERT_BASE}/export`,
    {
      schema: {
        tags,
        summary: `The health certificates of the current filter as an .xlsx file (at most ${EXPORT_LIMIT.toLocaleString('en')})`,
        querystring: CertQuery,
        response: answersWorkbook(),
      },
    },
    async (request, reply) => {
      const { filtered } = await certificates(request, await authenticate(ctx, request));
      const { rows } = await db.query<PersonRow>(sql`${RECORD} WHERE ${filtered} ORDER BY p.health_cert_expiry, p.number, p.id LIMIT ${EXPORT_LIMIT}`);
      return sendWorkbook(
        reply,
        '健康证.xlsx',
        await workbookOf(
          '健康证',
          EXPORT_COLUMNS,
          rows.map((row) => present(row)),
        ),
      );
    },
  );

  app.get(
    `${APPLET_BASE}/deptCount`,
    {
      schema: {
        tags,
        summary: 'A page of the caller’s canteens with their people: { deptId, deptName, schoolName, total, onDuty, offDuty, certExpiring, certExpired }',
        description: `The applet service’s department personnel count. total: people not 离职; certExpiring: certificates expiring within ${EXPIRING_DAYS} days; certExpired: expired ones (people not 离职). ?deptId= a node of the department tree, ?deptName= contains.`,
        querystring: DeptCountQuery,
        response: answers(paged(DeptCount)),
      },
    },
    async (request) => {
      const scope = await personnelScope(db, await authenticate(ctx, request));
      const { current, size, deptId, deptName } = request.query;
      const canteens = await canteensUnder(db, scope, deptId);
      const like = deptName ? containing(deptName) : null;
      const where = sql`c.id = ANY(${canteens}::bigint[]) AND c.is_deleted = 0 AND (${like}::text IS NULL OR c.dept_name LIKE ${like})`;
      const alive = sql`p.status <> ${STATUS.left}`;
      const [rows, total] = await Promise.all([
        db.query(
          sql`SELECT c.id::text AS "deptId", c.dept_name AS "deptName", s.dept_name AS "schoolName",
                  count(p.id) FILTER (WHERE ${alive})::int AS total, count(p.id) FILTER (WHERE p.status = ${STATUS.onDuty})::int AS "onDuty",
                  count(p.id) FILTER (WHERE p.status = ${STATUS.offDuty})::int AS "offDuty",
                  count(p.id) FILTER (WHERE ${alive} AND ${certStateWhere(CERT_STATE.expiring)})::int AS "certExpiring",
                  count(p.id) FILTER (WHERE ${alive} AND ${certStateWhere(CERT_STATE.expired)})::int AS "certExpired"
             FROM dept c JOIN dept s ON s.id = c.parent_id LEFT JOIN work_personnel p ON p.canteen_id = c.id AND p.is_deleted = 0
            WHERE ${where} GROUP BY c.id, s.sort, s.id, s.dept_name ORDER BY s.sort, s.id, c.sort, c.id LIMIT ${size} OFFSET ${offsetOf({ current, size })}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM dept c WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, { current, size }));
    },
  );
}
