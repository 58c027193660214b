// 卡务管理 and 钱包余额 (/api/rabbit-personnel/personnel/…): a diner's cards (lost, frozen, cancelled, replaced), the
// wallets in fen with their per-meal figures and export, whether people have transactions, and 销户
// (docs/product-rules.md#system-personnel). Banks read the balances only (platform/access/policy.ts WALLET_READERS).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/http/crud-errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { EXPORT_LIMIT, sendWorkbook, workbookOf, type Column } from '../../../platform/xlsx/export.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { lookupId, offsetOf } from '../../../platform/http/fields.ts';
import { closeAccounts } from '../close.ts';
import { duplicate, lockDiners } from '../diners.ts';
import { CardStatusInput, DinerExport, DinerList, IdsQuery } from '../input.ts';
import { CARD, CARD_STATUS_NAMES, CLOSED, dinerWhere, TYPE_NAMES } from '../queries.ts';
import { keeperScope, NOT_FOUND, walletScope, type DinerScope } from '../scope.ts';
import { DINNER_TYPE_NAMES } from '../wallet.ts';
import { PERSONNEL_BASE } from './diners.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { yuan } from '../../../platform/http/money.ts';
import { CardInfo, MealSpending, WalletBalance } from '../answers.ts';
import { answers, answersWorkbook, paged } from '../../../platform/http/answers.ts';

export const ALREADY_CLOSED = '该人员已销户';

interface BalanceRow {
  id: string;
  personnelNo: string;
  name: string;
  type: number;
  className: string;
  schoolName: string;
  cardNo: string;
  cash: number;
  subsidy: number;
  total: number;
  status: number;
}

const BALANCES = (where: Sql) => sql`
  SELECT p.id::text, p.personnel_no AS "personnelNo", p.name, p.type, p.class_name AS "className", s.dept_name AS "schoolName", p.status,
         COALESCE((SELECT card_no FROM sys_card WHERE personnel_id = p.id AND status <> ${sql.number(CARD.cancelled)}), '') AS "cardNo",
         COALESCE(w.cash, 0)::int AS cash, COALESCE(w.subsidy, 0)::int AS subsidy, (COALESCE(w.cash, 0) + COALESCE(w.subsidy, 0))::int AS total
    FROM sys_personnel p JOIN dept s ON s.id = p.school_id LEFT JOIN sys_wallet w ON w.personnel_id = p.id
   WHERE ${where} ORDER BY p.school_id, p.type, p.personnel_no, p.id`;

const BALANCE_COLUMNS: Column<BalanceRow>[] = [
  { header: '人员编号', value: (row) => row.personnelNo },
  { header: '姓名', value: (row) => row.name },
  { header: '人员类型', value: (row) => TYPE_NAMES[row.type] },
  { header: '班级', value: (row) => row.className },
  { header: '所属学校', width: 24, value: (row) => row.schoolName },
  { header: '卡号', value: (row) => row.cardNo },
  { header: '现金余额（元）', value: (row) => yuan(row.cash) },
  { header: '补贴余额（元）', value: (row) => yuan(row.subsidy) },
  { header: '合计（元）', value: (row) => yuan(row.total) },
];

/** A person's cards, the live one first, then the history (newest first). */
async function cardInfo(db: Queryable, scope: DinerScope, personnelId: string | undefined) {
  const { rows } = personnelId
    ? await db.query<{ id: string; name: string; personnelNo: string; status: number }>(
        sql`SELECT id::text, name, personnel_no AS "personnelNo", status FROM sys_personnel WHERE id = ${personnelId} AND school_id = ANY(${scope.schoolIds}::bigint[]) AND tenant_id = ${scope.actor.tenantId} AND is_deleted = 0`,
      )
    : { rows: [] };
  const person = rows[0];
  if (!person) throw notFound(NOT_FOUND);
  const cards = await db.query<{ cardNo: string; status: number; replacedBy: string | null; createTime: string; updateTime: string }>(
    sql`SELECT k.card_no AS "cardNo", k.status, n.card_no AS "replacedBy",
            ${TIME('k.create_time')} AS "createTime",
            ${TIME('k.update_time')} AS "updateTime"
       FROM sys_card k LEFT JOIN sys_card n ON n.id = k.replaced_by WHERE k.personnel_id = ${person.id} ORDER BY (k.status = ${sql.number(CARD.cancelled)}), k.id DESC`,
  );
  const history = cards.rows.map((card) => ({ ...card, statusName: CARD_STATUS_NAMES[card.status]! }));
  const live = history.find((card) => card.status !== CARD.cancelled);
  return {
    personnelId: person.id,
    name: person.name,
    personnelNo: person.personnelNo,
    personStatus: person.status,
    cardNo: live?.cardNo ?? '',
    cardStatus: live?.status ?? null,
    cardStatusName: live?.statusName ?? '',
    cards: history,
  };
}

/** The card moves of edit/card/status: from which states each action starts, to which it leads. */
const MOVES = {
  lost: { from: [CARD.normal], to: CARD.lost, refusal: '只有正常状态的卡可以挂失' },
  frozen: { from: [CARD.normal], to: CARD.frozen, refusal: '只有正常状态的卡可以冻结' },
  unfrozen: { from: [CARD.lost, CARD.frozen], to: CARD.normal, refusal: '该卡未挂失或冻结' },
  cancel: { from: [CARD.normal, CARD.lost, CARD.frozen], to: CARD.cancelled, refusal: '该人员没有可注销的卡' },
} as const;

export function systemPersonnelWalletRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['system-personnel'];

  app.get(
    `${PERSONNEL_BASE}/getWalletBalanceList`,
    {
      schema: {
        tags,
        summary: 'A page of the wallets of the caller’s schools (keepers and banks, read-only)',
        description:
          'The list’s filters. Rows `{ id (the person), personnelNo, name, type, typeName, className, schoolName, cardNo, cash, subsidy, total (fen), status }`.',
        querystring: DinerList,
        response: answers(paged(WalletBalance)),
      },
    },
    async (request) => {
      const scope = await walletScope(db, await authenticate(ctx, request));
      const { current, size, ...filters } = request.query;
      const where = dinerWhere(scope.actor.tenantId, scope.schoolIds, filters);
      const [rows, total] = await Promise.all([
        db.query<BalanceRow>(sql`${BALANCES(where)} LIMIT ${size} OFFSET ${offsetOf({ current, size })}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM sys_personnel p WHERE ${where}`),
      ]);
      return ok(
        pageOf(
          rows.rows.map((row) => ({ ...row, typeName: TYPE_NAMES[row.type]! })),
          total.rows[0]!.total,
          { current, size },
        ),
      );
    },
  );

  app.post(
    `${PERSONNEL_BASE}/exportWalletBalanceData`,
    {
      schema: {
        tags,
        summary: `The wallets of the filter (JSON body) as an .xlsx file in yuan (at most ${EXPORT_LIMIT.toLocaleString('en')})`,
        description: 'Keepers and banks.',
        body: DinerExport,
        response: answersWorkbook(),
      },
    },
    async (request, reply) => {
      const scope = await walletScope(db, await authenticate(ctx, request));
      const where = dinerWhere(scope.actor.tenantId, scope.schoolIds, request.body);
      const { rows } = await db.query<BalanceRow>(sql`${BALANCES(where)} LIMIT ${EXPORT_LIMIT}`);
      return sendWorkbook(reply, '钱包余额.xlsx', await workbookOf('钱包余额', BALANCE_COLUMNS, rows));
    },
  );

  app.post(
    `${PERSONNEL_BASE}/group/dinnerType/balance`,
    {
      schema: {
        tags,
        summary: 'What diners ?ids= spent per meal: four rows a person (1 早餐 … 4 夜宵), zero-filled',
        description:
          'Keepers and banks. Rows `{ personnelId, dinnerType, dinnerTypeName, times, amount }`: times = consumptions, amount = fen spent (consumptions less their refunds).',
        querystring: IdsQuery,
        response: answers(z.array(MealSpending)),
      },
    },
    async (request) => {
      const scope = await walletScope(db, await authenticate(ctx, request));
      const { ids } = request.query;
      const found = await db.query(
        sql`SELECT 1 FROM sys_personnel WHERE id = ANY(${ids}::bigint[]) AND school_id = ANY(${scope.schoolIds}::bigint[]) AND tenant_id = ${scope.actor.tenantId} AND is_deleted = 0`,
      );
      if (found.rows.length !== ids.length) throw notFound(NOT_FOUND);
      const { rows } = await db.query<{ personnelId: string; dinnerType: number; times: number; amount: number }>(
        sql`SELECT p.id::text AS "personnelId", d.t AS "dinnerType", count(x.id) FILTER (WHERE x.type = 'CONSUME')::int AS times, COALESCE(-sum(x.amount), 0)::int AS amount
           FROM unnest(${ids}::bigint[]) AS p(id) CROSS JOIN generate_series(1, 4) AS d(t)
           LEFT JOIN sys_wallet_txn x ON x.personnel_id = p.id AND x.dinner_type = d.t AND x.type IN ('CONSUME', 'REFUND')
          GROUP BY p.id, d.t ORDER BY p.id, d.t`,
      );
      return ok(rows.map((row) => ({ ...row, dinnerTypeName: DINNER_TYPE_NAMES[row.dinnerType]! })));
    },
  );

  app.post(
    `${PERSONNEL_BASE}/isExist/rechargeAndConsum`,
    {
      schema: {
        tags,
        summary: 'Whether any of diners ?ids= has a wallet transaction (then they are closed, not deleted)',
        description: 'Keepers. Answers `{ exist, ids }`: ids — those of them with transactions.',
        querystring: IdsQuery,
        response: answers(z.object({ exist: z.boolean(), ids: z.array(z.string()) })),
      },
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const { ids } = request.query;
      const found = await db.query(
        sql`SELECT 1 FROM sys_personnel WHERE id = ANY(${ids}::bigint[]) AND school_id = ANY(${scope.schoolIds}::bigint[]) AND tenant_id = ${scope.actor.tenantId} AND is_deleted = 0`,
      );
      if (found.rows.length !== ids.length) throw notFound(NOT_FOUND);
      const { rows } = await db.query<{ id: string }>(
        sql`SELECT p.id::text FROM unnest(${ids}::bigint[]) AS p(id) WHERE EXISTS (SELECT 1 FROM sys_wallet_txn x WHERE x.personnel_id = p.id) ORDER BY p.id`,
      );
      return ok({ exist: rows.length > 0, ids: rows.map((row) => row.id) });
    },
  );

  app.post(
    `${PERSONNEL_BASE}/logout`,
    {
      schema: {
        tags,
        summary: '销户: closes the accounts of diners ?ids= in one transaction',
        description:
          'Button `personnel_close`. For each person: the cash is paid out (a CLOSE_REFUND row), the subsidy expires (SUBSIDY_EXPIRE), the live card is cancelled (注销) ' +
          'and the status becomes 销户 (final). 400 `该人员已销户` for one already closed. Answers `{ closed }`.',
        querystring: IdsQuery,
        response: answers(z.object({ closed: z.number().int() })),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'personnel_close'),
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const { ids } = request.query;
      await transaction(db, async (client) => {
        const diners = await lockDiners(client, scope, ids);
        const closed = diners.find((diner) => diner.status === CLOSED);
        if (closed) throw badRequest(`${closed.name} ${ALREADY_CLOSED}`);
        await closeAccounts(client, { tenantId: scope.actor.tenantId, ids, userId: scope.actor.userId });
      });
      return ok({ closed: ids.length });
    },
  );

  app.post(
    `${PERSONNEL_BASE}/edit/card/status`,
    {
      schema: {
        tags,
        summary: 'A card move: lost (挂失), frozen (冻结), unfrozen (解挂/解冻), cancel (注销), replace (补卡 with a new number) or issue (发卡)',
        description:
          'JSON `{ personnelId, action, cardNo (replace and issue) }`. Buttons `card_status_edit` (lost, frozen, unfrozen, cancel) and `card_replace` (replace, issue). ' +
          'issue gives a person without a live card a new one as 正常 (400 `该人员已有卡，请使用补卡` when they hold one); ' +
          'lost and frozen start from 正常; unfrozen from 挂失 or 冻结; replace cancels the person’s live card (if any), points it at the new one and issues the new ' +
          'number as 正常 — 409 `该卡号不可用` for a number of a live card of the tenant (whoever holds it). 400 for a closed person. Answers what cardPersonInfo/getCardNum answers.',
        body: CardStatusInput,
        response: answers(CardInfo),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { personnelId, action, cardNo } = request.body;
      await requireButton(db, claims, action === 'replace' || action === 'issue' ? 'card_replace' : 'card_status_edit');
      const scope = await keeperScope(db, claims);
      try {
        await transaction(db, async (client) => {
          const [diner] = await lockDiners(client, scope, [personnelId]);
          if (diner!.status === CLOSED) throw badRequest(ALREADY_CLOSED);
          const { rows } = await client.query<{ id: string; card_no: string; status: number }>(
            sql`SELECT id::text, card_no, status FROM sys_card WHERE personnel_id = ${personnelId} AND status <> ${sql.number(CARD.cancelled)} FOR UPDATE`,
          );
          const live = rows[0];
          if (action === 'issue' && live) throw badRequest('该人员已有卡，请使用补卡');
          if (action === 'replace' || action === 'issue') {
            if (!cardNo) throw badRequest(action === 'issue' ? '请输入卡号' : '请输入新卡号');
            if (live?.card_no === cardNo) throw badRequest('新卡号不能与原卡号相同');
            if (live) await client.query(sql`UPDATE sys_card SET status = ${sql.number(CARD.cancelled)}, update_time = now() WHERE id = ${live.id}`);
            const created = await client.query<{ id: string }>(
              sql`INSERT INTO sys_card (tenant_id, personnel_id, card_no, create_user) VALUES (${scope.actor.tenantId}, ${personnelId}, ${cardNo}, ${scope.actor.userId}) RETURNING id::text`,
            );
            if (live) await client.query(sql`UPDATE sys_card SET replaced_by = ${created.rows[0]!.id} WHERE id = ${live.id}`);
            return;
          }
          const move = MOVES[action];
          if (!live || !(move.from as readonly number[]).includes(live.status)) throw badRequest(move.refusal);
          await client.query(sql`UPDATE sys_card SET status = ${move.to}, update_time = now() WHERE id = ${live.id}`);
        });
      } catch (error) {
        throw duplicate(error) ?? error;
      }
      return ok(await cardInfo(db, scope, personnelId));
    },
  );

  app.get(
    `${PERSONNEL_BASE}/cardPersonInfo/getCardNum`,
    {
      schema: {
        tags,
        summary: 'The cards of diner ?userId= (a person’s id): the live card and the history of replacements',
        description:
          'Keepers. Answers `{ personnelId, name, personnelNo, personStatus, cardNo, cardStatus, cardStatusName, cards: [{ cardNo, status, statusName, replacedBy, createTime, updateTime }] }`.',
        querystring: z.object({ userId: lookupId() }),
        response: answers(CardInfo),
      },
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      return ok(await cardInfo(db, scope, request.query.userId));
    },
  );
}
