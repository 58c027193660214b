// The writes of 消费记录 (/api/rabbit-consume/…): 充值, 退款, 手工扣费, 撤销消费 and 发放补贴 by the diners' keepers, each behind
// its button and for a person of the caller's schools (another's: 404 数据不存在). Each takes the caller's
// requestId: sent again, the first result is answered and nothing more is written (docs/product-rules.md#consume).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { answers } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { accountLimits } from '../../../platform/http/limits.ts';
import { GrantInput, ManualInput, RechargeInput, RefundInput, ReverseInput } from '../input.ts';
import { writerScope } from '../scope.ts';
import { changeCash, grantSubsidy, manualConsume, reverseConsumption } from '../writes.ts';
import { CONSUME_BASE } from './read.ts';
import { Granted, WalletTxn } from '../answers.ts';

const TXN_DOC =
  'Answers the transaction `{ id, personnelId, type, cashAmount, subsidyAmount, amount, cashAfter, subsidyAfter, dinnerType, requestId, createTime }` (fen). ' +
  'The same requestId again answers the first result (409 when it was used for another person or kind of change).';

export function consumeWriteRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['consume'];
  const { wallet } = accountLimits(fastify, ctx);
  const guard = (code: string) => async (request: Parameters<typeof authenticate>[1]) => requireButton(db, await authenticate(ctx, request), code);

  app.post(
    `${CONSUME_BASE}/recharge/submit`,
    {
      schema: {
        tags,
        summary: '充值: cash paid in for a diner',
        description: `JSON \`{ personnelId, amount (fen, 1–1,000,000), requestId, remark }\`. Button \`recharge_add\`. 400 \`该人员已销户\` for a closed account. ${TXN_DOC}`,
        body: RechargeInput,
        response: answers(WalletTxn),
      },
      ...wallet,
      preValidation: guard('recharge_add'),
    },
    async (request) => {
      const scope = await writerScope(db, await authenticate(ctx, request));
      return ok(await changeCash(db, scope, 'RECHARGE', request.body));
    },
  );

  app.post(
    `${CONSUME_BASE}/refund/submit`,
    {
      schema: {
        tags,
        summary: '退款: cash paid out to a diner, at most their cash (the subsidy is not paid out)',
        description: `JSON \`{ personnelId, amount (fen), requestId, remark }\`. Button \`refund_add\`. 400 \`余额不足\` above the cash (nothing written). ${TXN_DOC}`,
        body: RefundInput,
        response: answers(WalletTxn),
      },
      ...wallet,
      preValidation: guard('refund_add'),
    },
    async (request) => {
      const scope = await writerScope(db, await authenticate(ctx, request));
      return ok(await changeCash(db, scope, 'REFUND', request.body));
    },
  );

  app.post(
    `${CONSUME_BASE}/detail/manual`,
    {
      schema: {
        tags,
        summary: '手工扣费: a consumption entered by hand (no device) for one meal, the subsidy first, then cash',
        description:
          'JSON `{ personnelId, dinnerType (1 早餐, 2 午餐, 3 晚餐, 4 夜宵), amount (fen, 1–1,000,000), requestId, remark }`. Button `consume_manual`. ' +
          '400 `请选择餐别`, `余额不足` when subsidy and cash together fall short (nothing written), `该人员已销户` for a closed account; ' +
          `404 for a person outside the caller's schools. A CONSUME row without a device; its refund is 撤销消费 (\`detail/reverse\`). ${TXN_DOC}`,
        body: ManualInput,
        response: answers(WalletTxn),
      },
      ...wallet,
      preValidation: guard('consume_manual'),
    },
    async (request) => {
      const scope = await writerScope(db, await authenticate(ctx, request));
      return ok(await manualConsume(db, scope, request.body));
    },
  );

  app.post(
    `${CONSUME_BASE}/detail/reverse`,
    {
      schema: {
        tags,
        summary: '撤销消费: a REFUND row giving back what one consumption took (subsidy and cash), once',
        description:
          `JSON \`{ txnId (a CONSUME row), requestId, remark }\`. Button \`consume_reverse\`. 400 \`只能撤销消费记录\` for another kind of row, ` +
          `\`该消费已撤销\` the second time (another requestId). The consumption itself is never changed. ${TXN_DOC}`,
        body: ReverseInput,
        response: answers(WalletTxn),
      },
      ...wallet,
      preValidation: guard('consume_reverse'),
    },
    async (request) => {
      const scope = await writerScope(db, await authenticate(ctx, request));
      return ok(await reverseConsumption(db, scope, request.body));
    },
  );

  app.post(
    `${CONSUME_BASE}/subsidy/grant`,
    {
      schema: {
        tags,
        summary: '发放补贴: subsidy to chosen diners, or to every open account of a type (and class) of a school, in one transaction',
        description:
          'JSON `{ personnelIds } or { schoolId, personnelType, className }, amount (fen each), requestId, remark }`. Button `subsidy_grant`. ' +
          '400 `请选择发放对象`, `没有可发放补贴的人员`, `<name> 该人员已销户`. Answers `{ requestId, granted (people), total (fen) }`; the same requestId again ' +
          'answers the first grant (a double submit is one grant).',
        body: GrantInput,
        response: answers(Granted),
      },
      ...wallet,
      preValidation: guard('subsidy_grant'),
    },
    async (request) => {
      const scope = await writerScope(db, await authenticate(ctx, request));
      return ok(await grantSubsidy(db, scope, request.body));
    },
  );
}
