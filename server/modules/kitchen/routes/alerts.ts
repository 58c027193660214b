// 明厨亮灶告警 (/api/rabbit-kitchen/alert/…): the alerts the kitchen cameras raised (simulator.ts) — a canteen reads
// and acknowledges its own with a note, a school reads its canteens', the supervisors theirs in their reach
// (policy.ts kitchen.read / kitchen.ack). Another's alert is not found (数据不存在); nothing is ever deleted.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { scopeFor } from '../../../platform/access/scope.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { TIME, fromZoned } from '../../../platform/db/zoned.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { notFound } from '../../../platform/http/crud-errors.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { offsetOf } from '../../../platform/http/fields.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { KitchenAlert, KitchenCanteen, type KitchenAlertRow } from '../answers.ts';
import { NOTE_REQUIRED } from '../draw.ts';
import { AckInput, AlertQuery } from '../input.ts';
import { catchUpKitchen } from '../simulator.ts';

export const KITCHEN_BASE = '/api/rabbit-kitchen';
export const ACK_BUTTON = 'kitchen_alert_ack';
export const NOT_FOUND = '数据不存在';
export const NOTE_NEEDED = '请填写处理说明';
export const ALREADY_HANDLED = '该告警已处理';

const readers = scopeFor('kitchen.read');
const acknowledgers = scopeFor('kitchen.ack');

const ALERT = sql`
  SELECT a.id::text, a.canteen_id::text AS "canteenId", c.dept_name AS "canteenName", COALESCE(s.dept_name, '') AS "schoolName",
         a.camera_id::text AS "cameraId", k.name AS "cameraName", a.violation_type AS type, ${TIME('a.detected_at')} AS "detectedAt",
         a.handled, a.violation_type = ANY(${NOTE_REQUIRED as string[]}::text[]) AS "noteRequired",
         a.ack_name AS "ackName", ${TIME('a.ack_time')} AS "ackTime", a.ack_note AS "ackNote"
    FROM kitchen_alert a JOIN dept c ON c.id = a.canteen_id LEFT JOIN dept s ON s.id = c.parent_id JOIN kitchen_camera k ON k.id = a.camera_id`;

export function kitchenAlertRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['kitchen'];

  app.get(
    `${KITCHEN_BASE}/alert/list`,
    {
      schema: {
        tags,
        summary: '明厨亮灶告警: a page of the kitchen cameras’ alerts of the canteens the caller reads, newest first',
        description:
          '?canteenId= one canteen of the reach (a filter never widens it), ?type= no_mask | no_hat | smoking | rodent | phone | uniform (告警类型不正确), ' +
          '?state= 0 未处理 | 1 已处理 (处理状态不正确), ?startDate= ?endDate= YYYY-MM-DD by the local day detected (in order, at most 366 days). ' +
          'A canteen reads its own, a school its canteens’, the supervisors their reach’s; others 403. The simulated cameras’ events due by the app clock are written first.',
        querystring: AlertQuery,
        response: answers(paged(KitchenAlert)),
      },
    },
    async (request) => {
      const { canteenIds } = await readers(db, await authenticate(ctx, request));
      const { canteenId, type, state, startDate, endDate, ...page } = request.query;
      await catchUpKitchen(db);
      const canteens = canteenId ? canteenIds.filter((one) => one === canteenId) : canteenIds;
      const from = startDate ? fromZoned(sql`${startDate}::date`) : null;
      const to = endDate ? fromZoned(sql`${endDate}::date + 1`) : null;
      const where = sql`a.canteen_id = ANY(${canteens}::bigint[])
        AND (${type ?? null}::text IS NULL OR a.violation_type = ${type ?? null}::text)
        AND (${state ?? null}::boolean IS NULL OR a.handled = ${state ?? null}::boolean)
        ${from ? sql`AND a.detected_at >= ${from}` : sql``} ${to ? sql`AND a.detected_at < ${to}` : sql``}
        AND a.detected_at <= app_now()`;
      const [rows, total] = await Promise.all([
        db.query<KitchenAlertRow>(sql`${ALERT} WHERE ${where} ORDER BY a.detected_at DESC, a.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM kitchen_alert a WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    `${KITCHEN_BASE}/alert/canteens`,
    {
      schema: {
        tags,
        summary: 'The canteens whose kitchen alerts the caller reads (the list’s canteen filter), in the tree’s order',
        response: answers(z.array(KitchenCanteen)),
      },
    },
    async (request) => {
      const { canteenIds } = await readers(db, await authenticate(ctx, request));
      const { rows } = await db.query(
        sql`SELECT c.id::text, c.dept_name AS name, COALESCE(s.dept_name, '') AS "schoolName" FROM dept c LEFT JOIN dept s ON s.id = c.parent_id
             WHERE c.id = ANY(${canteenIds}::bigint[]) ORDER BY s.sort, c.sort, c.id`,
      );
      return ok(rows);
    },
  );

  app.post(
    `${KITCHEN_BASE}/alert/ack`,
    {
      schema: {
        tags,
        summary: 'The canteen acknowledges one of its kitchen alerts (处理告警), with a note; once',
        description:
          `Button \`${ACK_BUTTON}\`; a canteen account, its own canteen’s alert (404 \`${NOT_FOUND}\` otherwise). ` +
          `The note (at most 200 characters) is required for 吸烟 and 鼠患 (400 \`${NOTE_NEEDED}\`); an alert handled already: 400 \`${ALREADY_HANDLED}\`. ` +
          'Marks it handled with who, when (the app clock) and the note; answers the alert.',
        body: AckInput,
        response: answers(KitchenAlert),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), ACK_BUTTON),
    },
    async (request) => {
      const { actor, canteenIds } = await acknowledgers(db, await authenticate(ctx, request));
      const { id, note } = request.body;
      await transaction(db, async (client) => {
        const { rows } = await client.query<{ type: string; handled: boolean }>(
          sql`SELECT violation_type AS type, handled FROM kitchen_alert WHERE id = ${id} AND canteen_id = ANY(${canteenIds}::bigint[]) AND detected_at <= app_now() FOR UPDATE`,
        );
        const alert = rows[0];
        if (!alert) throw notFound(NOT_FOUND);
        if (alert.handled) throw badRequest(ALREADY_HANDLED);
        if (!note && (NOTE_REQUIRED as readonly string[]).includes(alert.type)) throw badRequest(NOTE_NEEDED);
        await client.query(
          sql`UPDATE kitchen_alert SET handled = true, ack_user = ${actor.userId}, ack_name = ${actor.name}, ack_time = app_now(), ack_note = ${note || null}
               WHERE id = ${id}`,
        );
      });
      const { rows } = await db.query<KitchenAlertRow>(sql`${ALERT} WHERE a.id = ${id}`);
      return ok(rows[0]!);
    },
  );
}
