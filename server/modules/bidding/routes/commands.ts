// The commands that move a tender (/api/rabbit-backendBidding/bidding/…): the tenderer's submit (the form, and the
// moves by biddingProgress), remove and opening; the approver's issue. The rules are in server/modules/bidding/commands.ts
// and opening.ts; each command runs in one transaction, and a button is checked on its connection.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import { asTenderer, isApprover, type BiddingCaller, type StaffCaller } from '../caller.ts';
import { award, confirmShortlist, decide, remove, terminate, withdraw } from '../commands.ts';
import { COMMANDS, IssueInput, parseCommand, parseForm, SubmitEnvelope } from '../input.ts';
import { openBids, openingRecord } from '../opening.ts';
import { DETAIL, LINES, visibleBidding } from '../records.ts';
import { callerOf, whoIs } from '../request.ts';
import { PROGRESS } from '../states.ts';
import { saveForm } from '../tender-form.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { answers } from '../../../platform/http/answers.ts';
import { forbidden, ok } from '../../../platform/http/envelope.ts';
import { ids, lookupId } from '../../../platform/http/fields.ts';
import { sql } from '../../../platform/db/sql.ts';
import { OpeningRecord, Tender, TenderRecord } from '../answers.ts';
import { anyPlace } from '../../../platform/http/any-place.ts';

/** A withdrawal is a submit with biddingProgress 0, an id and no form. */
const WithdrawShape = z.looseObject({ id: z.unknown().optional(), title: z.unknown().optional() });

const asApprover = (caller: BiddingCaller): StaffCaller => {
  if (!isApprover(caller)) throw forbidden('只有招标审批人可以审核');
  return caller;
};

export function biddingCommandRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['bidding'];
  const base = '/api/rabbit-backendBidding/bidding';
  const detail = async (id: string) => (await db.query(sql`${DETAIL} WHERE b.id = ${id}`)).rows[0];
  /** The record with its goods lines, as draftDetail reads it: the form that saved it goes on editing it. */
  const withLines = async (id: string) => ({ ...(await detail(id)), lines: (await db.query(LINES(id))).rows });

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary:
          'The tenderer’s commands, by biddingProgress: 0/1 save the form (1 also submits it for approval), 0 from 待审核 withdraws, 5 confirms the shortlist, 8 awards, 10 terminates',
        description: 'Buttons `bidding_add` / `bidding_edit` / `bidding_submit`, `bidding_shortlist`, `bidding_award`, `bidding_terminate`.',
        body: SubmitEnvelope,
        response: answers(Tender),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const caller = asTenderer(await callerOf(ctx, request));
      const who = whoIs(caller, request);
      const { biddingProgress } = request.body;
      const body: unknown = request.body;
      const id = await transaction(db, async (client) => {
        const button = (code: string) => requireButton(client, claims, code);
        switch (biddingProgress) {
          case PROGRESS.quoting: {
            const input = parseCommand(COMMANDS.confirm, body);
            await button('bidding_shortlist');
            await confirmShortlist(client, caller, who, input);
            return input.id;
          }
          case PROGRESS.publicity: {
            const input = parseCommand(COMMANDS.award, body);
            await button('bidding_award');
            await award(client, caller, who, input);
            return input.id;
          }
          case PROGRESS.terminated: {
            const input = parseCommand(COMMANDS.terminate, body);
            await button('bidding_terminate');
            await terminate(client, caller, who, input);
            return input.id;
          }
          default: {
            const raw = WithdrawShape.parse(body);
            if (biddingProgress === PROGRESS.draft && raw.id !== undefined && raw.title === undefined) {
              const input = parseCommand(COMMANDS.withdraw, body);
              await button('bidding_submit');
              await withdraw(client, caller, who, input);
              return input.id;
            }
            const form = parseForm(body, biddingProgress);
            await button(form.id ? 'bidding_edit' : 'bidding_add');
            if (form.biddingProgress === PROGRESS.pending) await button('bidding_submit');
            return saveForm(client, caller, who, form);
          }
        }
      });
      return ok(await withLines(id));
    },
  );

  app.post(
    `${base}/remove`,
    {
      schema: {
        tags,
        summary: 'Removes drafts and rejected tenders (soft): ids',
        description: 'Button `bidding_delete`.',
        querystring: z.object({ ids: ids() }),
        response: answers(z.null()),
      },
      config: anyPlace(),
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'bidding_delete');
      const caller = asTenderer(await callerOf(ctx, request));
      await transaction(db, async (client) => {
        for (const id of request.query.ids) await remove(client, caller, whoIs(caller, request), id);
      });
      return ok(null);
    },
  );

  app.post(
    `${base}/issue`,
    {
      schema: {
        tags,
        summary: 'A bid approver decides a submitted tender: { id, pass, opinion } — 通过 publishes it (报名中), 驳回 (opinion required) returns it',
        description:
          'Button `bidding_approve`; not the tender’s creator. Two approvers at once: the first decides, the other is told 该招标已被其他人处理，请刷新.',
        body: IssueInput,
        response: answers(TenderRecord),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const caller = asApprover(await callerOf(ctx, request));
      await requireButton(db, claims, 'bidding_approve');
      await transaction(db, (client) => decide(client, caller, whoIs(caller, request), request.body));
      return ok(await detail(request.body.id));
    },
  );

  app.get(
    `${base}/project/opening`,
    {
      schema: {
        tags,
        summary: 'Opens the quotes (开标) at the opening time: unquoted bids become invalid; too few valid bids end the tender (流标). Idempotent',
        description: 'Button `bidding_opening`. Answers the opening record: every bid with its supplier, total, submit time and status.',
        querystring: z.object({ id: lookupId() }),
        response: answers(OpeningRecord),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'bidding_opening');
      const caller = asTenderer(await callerOf(ctx, request));
      const id = await transaction(db, async (client) => {
        const bidding = await visibleBidding(client, caller, request.query.id, true);
        await openBids(client, whoIs(caller, request), bidding);
        return bidding.id;
      });
      return ok(await openingRecord(db, id));
    },
  );
}
