// Each ledger's routes (/api/rabbit-ledger/<code>/…), the same for every definition: list and detail for readers in
// reach; submit (a new record of today, or the writer's edit of one of the day), correct (a new record for an older
// one, which stays readable as 已更正) and void (已作废, with the reason) for the canteen's keepers. Nothing is deleted.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEDGER_STATE } from '../../../../contract/ledgers/index.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { MAX_TREE_DEPTH } from '../../../platform/db/trees.ts';
import { APP_TODAY, TIME } from '../../../platform/db/zoned.ts';
import { answers, paged, unchecked } from '../../../platform/http/answers.ts';
import { isUniqueViolation, notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { offsetOf } from '../../../platform/http/fields.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { linkOf } from '../../../platform/files/index.ts';
import { ledgerKeeper, ledgerReader } from '../caller.ts';
import { correctInput, detailQuery, listQuery, submitInput, voidInput } from '../engine/input.ts';
import type { Keeper, LedgerPart } from '../engine/part.ts';
import { IssueAnswer, recordAnswer, recordColumns, recordSource } from '../engine/record.ts';
import { insertRecord, linkOwner, prepare, updateRecord } from '../engine/write.ts';

export const LEDGER_BASE = '/api/rabbit-ledger';

interface Stored {
  id: string;
  state: number;
  day: string;
  today: string;
  create_user: string | null;
  version: number;
}

/** The keeper's record `id`, locked (404 记录不存在 when it is not of the keeper's canteen). */
async function storedOf(tx: Queryable, table: string, keeper: Keeper, id: string): Promise<Stored> {
  const { rows } = await tx.query<Stored>(
    sql`SELECT id::text, state::int, to_char(record_date, 'YYYY-MM-DD') AS day, to_char(${APP_TODAY}, 'YYYY-MM-DD') AS today, create_user::text, version
          FROM ${sql.raw(table)} WHERE id = ${id} AND canteen_id = ${keeper.canteenId} FOR UPDATE`,
  );
  if (!rows[0]) throw notFound('记录不存在');
  return rows[0];
}

const current = (stored: Stored) => {
  if (stored.state !== LEDGER_STATE.current) throw badRequest('该记录已更正或作废，不能再修改');
};

export function recordRoutes(fastify: FastifyInstance, ctx: AppContext, part: LedgerPart): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const { definition } = part;
  const tags = ['ledger'];
  const base = `${LEDGER_BASE}/${definition.code}`;
  const Record = recordAnswer(definition);
  const Photo = z.object({ id: z.string(), name: z.string(), link: z.string() });
  const Detail = Record.extend({
    photos: z.array(Photo),
    issues: z.array(IssueAnswer),
    chain: z.array(Record).describe('the records it corrects and that correct it, oldest first'),
  });
  const source = recordSource(definition);
  const query = listQuery(definition);
  const title = definition.title;

  /** Saving, with the database's unique rules said in words. */
  const saving = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('当日已有该记录，请勿重复登记');
      throw error;
    }
  };
  const recordOf = async (id: string, userId: string) =>
    (await db.query(sql`SELECT ${recordColumns(definition, userId)} FROM ${source} WHERE r.id = ${id}`)).rows[0];

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: `${title}: the records of the canteens in the caller's reach, newest day first`,
        querystring: query,
        response: unchecked(answers(paged(Record))),
      },
    },
    async (request) => {
      const scope = await ledgerReader(ctx, request);
      const columns = recordColumns(definition, scope.actor.userId);
      const input = request.query;
      const filters = definition.fields
        .filter((field) => field.filter && input[field.name] !== undefined)
        .map(
          (field) =>
            sql`r.${sql.raw(field.column)} = ${field.kind === 'choice' && typeof field.codes[0] === 'number' ? Number(input[field.name]) : input[field.name]}`,
        );
      const where = sql.join(
        [
          sql`r.tenant_id = ${scope.actor.tenantId} AND r.canteen_id = ANY(${scope.canteenIds}::bigint[])`,
          sql`(${input.canteenId ?? null}::bigint IS NULL OR r.canteen_id = ${input.canteenId ?? null}::bigint)`,
          sql`(${input.from ?? null}::date IS NULL OR r.record_date >= ${input.from ?? null}::date)`,
          sql`(${input.to ?? null}::date IS NULL OR r.record_date <= ${input.to ?? null}::date)`,
          sql`(${input.state ?? null}::int IS NULL OR r.state = ${input.state ?? null}::int)`,
          ...filters,
        ],
        ' AND ',
      );
      const [page, total] = await Promise.all([
        db.query(
          sql`SELECT ${columns} FROM ${source} WHERE ${where} ORDER BY r.record_date DESC, r.create_time DESC, r.id DESC LIMIT ${input.size} OFFSET ${offsetOf(input)}`,
        ),
        db.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM ${sql.raw(definition.table)} r WHERE ${where}`),
      ]);
      return ok(pageOf(page.rows, total.rows[0]!.total, input));
    },
  );

  app.get(
    `${base}/detail`,
    {
      schema: {
        tags,
        summary: `${title}: a record, the batches it names and its chain of corrections`,
        querystring: detailQuery,
        response: unchecked(answers(Detail)),
      },
    },
    async (request) => {
      const scope = await ledgerReader(ctx, request);
      const columns = recordColumns(definition, scope.actor.userId);
      const { rows } = await db.query(
        sql`SELECT ${columns} FROM ${source} WHERE r.id = ${request.query.id} AND r.tenant_id = ${scope.actor.tenantId} AND r.canteen_id = ANY(${scope.canteenIds}::bigint[])`,
      );
      const record = rows[0];
      if (!record) throw notFound('记录不存在');
      const chain = await db.query(
        sql`WITH RECURSIVE back AS (SELECT id, corrects_id, 1 AS depth FROM ${sql.raw(definition.table)} WHERE id = ${request.query.id}
                                     UNION ALL SELECT t.id, t.corrects_id, b.depth + 1 FROM ${sql.raw(definition.table)} t JOIN back b ON t.id = b.corrects_id
                                      WHERE b.depth < ${MAX_TREE_DEPTH}),
                           ahead AS (SELECT id, 1 AS depth FROM ${sql.raw(definition.table)} WHERE id = ${request.query.id}
                                     UNION ALL SELECT t.id, a.depth + 1 FROM ${sql.raw(definition.table)} t JOIN ahead a ON t.corrects_id = a.id
                                      WHERE a.depth < ${MAX_TREE_DEPTH})
            SELECT ${columns} FROM ${source} WHERE r.id IN (SELECT id FROM back UNION SELECT id FROM ahead) ORDER BY r.id`,
      );
      const links = definition.fields.find((field) => field.kind === 'issues');
      const issues = links
        ? await db.query(
            sql`SELECT m.id::text AS "movementId", b.id::text AS "batchId", b.goods_code AS "goodsCode", b.goods_name AS "goodsName",
                       (-m.quantity)::float8 AS quantity, b.base_unit AS "baseUnit", sc.supplier_name AS "supplierName", ${TIME('m.create_time')} AS "issueTime"
                  FROM ${sql.raw(links.kind === 'issues' ? links.linkTable : '')} l JOIN stock_movement m ON m.id = l.movement_id
                  JOIN stock_batch b ON b.id = m.batch_id LEFT JOIN supplier_company sc ON sc.id = b.supplier_id
                 WHERE l.${sql.raw(linkOwner(definition))} = ${request.query.id} ORDER BY m.create_time, m.id`,
          )
        : { rows: [] };
      const photos = await db.query<{ id: string; name: string; key: string }>(
        sql`SELECT f.id::text, f.name, f.access_key AS key FROM stored_file f
             WHERE f.id = ANY(${(record as { photoIds: string[] }).photoIds}::bigint[]) AND f.tenant_id = ${scope.actor.tenantId}`,
      );
      const photoLinks = photos.rows.map(({ key, ...photo }) => ({ ...photo, link: linkOf(photo.id, key) }));
      return ok({ ...record, photos: photoLinks, issues: issues.rows, chain: chain.rows.length > 1 ? chain.rows : [] });
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: `${title}: records today's (no id), or the writer's edit of a record of the day (id, version)`,
        description: '400 with the rule broken; an edit of another writer’s record or of an older day: 400 只能修改本人当日登记的记录，以往记录请更正.',
        body: submitInput(definition),
        response: unchecked(answers(Record)),
      },
    },
    async (request) => {
      const { keeper, claims } = await ledgerKeeper(ctx, request);
      const { id, version, ...values } = request.body;
      const saved = await saving(() =>
        transaction(db, async (tx) => {
          const { rows } = await tx.query<{ today: string }>(sql`SELECT to_char(${APP_TODAY}, 'YYYY-MM-DD') AS today`);
          if (!id) {
            const write = { keeper, recordDate: rows[0]!.today, values };
            await prepare(tx, part, claims, write);
            return insertRecord(tx, definition, write);
          }
          const stored = await storedOf(tx, definition.table, keeper, id);
          current(stored);
          if (stored.create_user !== keeper.userId || stored.day !== stored.today) throw badRequest('只能修改本人当日登记的记录，以往记录请更正');
          if (stored.version !== version) throw staleVersion();
          await prepare(tx, part, claims, { keeper, recordDate: stored.day, values, replacing: id });
          await updateRecord(tx, definition, id, values);
          return id;
        }),
      );
      return ok(await recordOf(saved, keeper.userId));
    },
  );

  app.post(
    `${base}/correct`,
    {
      schema: {
        tags,
        summary: `${title}: corrects a record — a new record of the same day referencing it, the old one kept as 已更正`,
        body: correctInput(definition),
        response: unchecked(answers(Record)),
      },
    },
    async (request) => {
      const { keeper, claims } = await ledgerKeeper(ctx, request);
      const { id, reason, ...values } = request.body;
      const saved = await saving(() =>
        transaction(db, async (tx) => {
          const stored = await storedOf(tx, definition.table, keeper, id);
          current(stored);
          await tx.query(
            sql`UPDATE ${sql.raw(definition.table)} SET state = ${sql.number(LEDGER_STATE.corrected)}, update_time = app_now(), version = version + 1 WHERE id = ${id}`,
          );
          const write = { keeper, recordDate: stored.day, values, replacing: id };
          await prepare(tx, part, claims, write);
          return insertRecord(tx, definition, write, { corrects: id, reason });
        }),
      );
      return ok(await recordOf(saved, keeper.userId));
    },
  );

  app.post(
    `${base}/void`,
    {
      schema: {
        tags,
        summary: `${title}: voids a record entered by mistake (已作废, with the reason); it stays readable`,
        body: voidInput,
        response: unchecked(answers(Record)),
      },
    },
    async (request) => {
      const { keeper } = await ledgerKeeper(ctx, request);
      const { id, reason } = request.body;
      await transaction(db, async (tx) => {
        current(await storedOf(tx, definition.table, keeper, id));
        await tx.query(
          sql`UPDATE ${sql.raw(definition.table)} SET state = ${sql.number(LEDGER_STATE.voided)}, correction_reason = ${reason}, update_time = app_now(), version = version + 1
               WHERE id = ${id}`,
        );
      });
      return ok(await recordOf(id, keeper.userId));
    },
  );
}
