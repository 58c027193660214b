// 供餐企业 and the school's 供餐设置 (/api/shian/meal-supply/provider/…, /setting): a provider is a supplier company
// with a day's capacity; its licence is the supplier's 食品经营许可证 (qualification type 2), warned when expired or
// within 30 days of its expiry. Supervisors read the providers serving the schools of their reach, and of each only
// those schools; a school picks its provider and its order cut-off.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { sql } from '../../../platform/db/sql.ts';
import { APP_TODAY } from '../../../platform/db/zoned.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { id, nullAsAbsent, offsetOf, optionalText, paging, text, whole } from '../../../platform/http/fields.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { EXPIRES_SOON_DAYS } from '../../supplier/index.ts';
import { Provider, Setting } from '../answers.ts';
import { keeperScope, readScope } from '../scope.ts';
import { MEAL_ORDER } from '../states.ts';

const LICENCE = 2;
/** The provider's licence state, from its supplier's 食品经营许可证 (l: the qualification row, LEFT JOINed). */
const LICENCE_STATE = sql`CASE WHEN l.id IS NULL THEN 'missing' WHEN l.expire_date IS NULL THEN 'valid' WHEN l.expire_date < ${APP_TODAY} THEN 'expired'
  WHEN l.expire_date <= ${APP_TODAY} + ${EXPIRES_SOON_DAYS}::int THEN 'expiring' ELSE 'valid' END`;
const PROVIDERS = sql`meal_provider p JOIN supplier_company c ON c.id = p.supplier_id
  LEFT JOIN supplier_qualification l ON l.supplier_id = p.supplier_id AND l.doc_type = ${LICENCE} AND l.is_deleted = 0`;

const ListQuery = z.object({
  ...paging(),
  name: optionalText('企业名称', 50),
  licence: nullAsAbsent(optionalText('许可证状态', 10)).refine(
    (value) => !value || ['warn', 'expired', 'expiring', 'valid', 'missing'].includes(value),
    '许可证状态不正确',
  ),
});
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const SettingInput = z.object({
  providerId: id('请选择供餐企业'),
  cutoffDays: whole('截止提前天数', 1, 0, 7),
  cutoffTime: text('请输入截止时间', 5).refine((value) => TIME_OF_DAY.test(value), '截止时间格式应为 HH:MM'),
});

export function providerRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['meal-supply'];
  const base = '/api/shian/meal-supply';

  app.get(
    `${base}/provider/list`,
    {
      schema: {
        tags,
        summary:
          'A page of the providers serving the schools of the caller’s reach, with their licence and those schools; ?name, licence=warn|expired|expiring|valid|missing',
        querystring: ListQuery,
        response: answers(paged(Provider)),
      },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const { name, licence, ...page } = request.query;
      const state = licence === 'warn' ? ['expired', 'expiring'] : licence ? [licence] : null;
      const filter = sql`p.tenant_id = ${scope.actor.tenantId}
        AND EXISTS (SELECT 1 FROM meal_supply_school m WHERE m.provider_id = p.id AND m.school_id = ANY(${scope.schoolIds}::bigint[]))
        AND (${name} = '' OR c.supplier_name ILIKE ${containing(name)}) AND (${state}::text[] IS NULL OR ${LICENCE_STATE} = ANY(${state}::text[]))`;
      const [rows, total] = await Promise.all([
        db.query(
          sql`SELECT p.id::text, p.supplier_id::text AS "supplierId", c.supplier_name AS name, c.contacts_name AS contact, c.mobile AS phone,
                     p.capacity_per_day AS "capacityPerDay", l.doc_no AS "licenceNo", to_char(l.expire_date, 'YYYY-MM-DD') AS "licenceExpiry", ${LICENCE_STATE} AS "licenceState",
                     COALESCE((SELECT json_agg(json_build_object('id', d.id::text, 'name', d.dept_name) ORDER BY d.sort, d.id)
                                 FROM meal_supply_school m JOIN dept d ON d.id = m.school_id
                                WHERE m.provider_id = p.id AND m.school_id = ANY(${scope.schoolIds}::bigint[])), '[]'::json) AS schools,
                     (SELECT COALESCE(sum(o.quantity), 0)::int FROM meal_order o
                       WHERE o.provider_id = p.id AND o.meal_date = ${APP_TODAY} AND o.status <> ${MEAL_ORDER.cancelled}) AS "mealsToday"
                FROM ${PROVIDERS} WHERE ${filter} ORDER BY c.supplier_name, p.id LIMIT ${page.size} OFFSET ${offsetOf(page)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM ${PROVIDERS} WHERE ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    `${base}/provider/options`,
    {
      schema: {
        tags,
        summary: 'The tenant’s providers a school may choose: id and name',
        response: answers(z.array(z.object({ id: z.string(), name: z.string() }))),
      },
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const { rows } = await db.query(
        sql`SELECT p.id::text, c.supplier_name AS name FROM meal_provider p JOIN supplier_company c ON c.id = p.supplier_id
             WHERE p.tenant_id = ${scope.actor.tenantId} AND c.is_deleted = 0 ORDER BY c.supplier_name, p.id`,
      );
      return ok(rows);
    },
  );

  app.get(`${base}/setting`, { schema: { tags, summary: 'The caller’s school’s provider and order cut-off', response: answers(Setting) } }, async (request) => {
    const scope = await keeperScope(db, await authenticate(ctx, request));
    const { rows } = await db.query(
      sql`SELECT ${scope.schoolId}::text AS "schoolId", m.provider_id::text AS "providerId", c.supplier_name AS "providerName",
                   COALESCE(m.cutoff_days, 1)::int AS "cutoffDays", to_char(COALESCE(m.cutoff_time, time '15:00'), 'HH24:MI') AS "cutoffTime"
              FROM (SELECT 1) one LEFT JOIN meal_supply_school m ON m.school_id = ${scope.schoolId}
              LEFT JOIN meal_provider p ON p.id = m.provider_id LEFT JOIN supplier_company c ON c.id = p.supplier_id`,
    );
    return ok(rows[0]);
  });

  app.post(
    `${base}/setting`,
    {
      schema: {
        tags,
        summary: 'Sets the school’s provider and cut-off: providerId, cutoffDays (0–7), cutoffTime (HH:MM); orders placed before keep theirs',
        body: SettingInput,
        response: answers(Setting),
      },
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const { providerId, cutoffDays, cutoffTime } = request.body;
      const { rows } = await db.query(
        sql`INSERT INTO meal_supply_school (school_id, tenant_id, provider_id, cutoff_days, cutoff_time, since)
            SELECT ${scope.schoolId}, p.tenant_id, p.id, ${cutoffDays}, ${cutoffTime}::time, ${APP_TODAY} FROM meal_provider p
             WHERE p.id = ${providerId} AND p.tenant_id = ${scope.actor.tenantId}
            ON CONFLICT (school_id) DO UPDATE SET provider_id = excluded.provider_id, cutoff_days = excluded.cutoff_days, cutoff_time = excluded.cutoff_time
            RETURNING school_id`,
      );
      if (!rows[0]) throw badRequest('请选择供餐企业');
      const { rows: setting } = await db.query(
        sql`SELECT m.school_id::text AS "schoolId", m.provider_id::text AS "providerId", c.supplier_name AS "providerName", m.cutoff_days::int AS "cutoffDays",
                   to_char(m.cutoff_time, 'HH24:MI') AS "cutoffTime"
              FROM meal_supply_school m JOIN meal_provider p ON p.id = m.provider_id JOIN supplier_company c ON c.id = p.supplier_id WHERE m.school_id = ${scope.schoolId}`,
      );
      return ok(setting[0]);
    },
  );
}
