// Password recovery endpoints of docs/product-rules.md#service-calls: SMS (rabbit-resource), users (rabbit-user) and
// supplier accounts (rabbit-supplier).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { retrievePassword, RetrieveInput, sendCode, SendCodeQuery, validateCode, ValidateCodeQuery } from '../recovery.ts';
import type { SubjectKind } from '../../../platform/auth/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { answers } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { limits } from '../../../platform/http/limits.ts';
import { open } from '../../../platform/http/open-route.ts';

export function recoveryRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limited = open(limits(ctx.config).recovery);
  const sms = '/api/rabbit-resource/sms/endpoint';
  app.post(
    `${sms}/send-validate`,
    {
      schema: {
        tags: ['sms'],
        summary: 'Send a 6-digit code to ?phone= (written to sms_outbox when an account has the number; the same answer otherwise)',
        description:
          'One code per number per SMS_RESEND_SECONDS; at most SMS_DAILY_MAX_PER_PHONE a day per number and SMS_DAILY_MAX_PER_ADDRESS per address: 400 `今日获取验证码次数已达上限，请明天再试`.',
        querystring: SendCodeQuery,
        response: answers(z.object({ id: z.string().describe('the code’s id, for validate-message') })),
      },
      config: limited,
    },
    async (request) => ok({ id: await sendCode(ctx.db.pool, ctx.sms, request.query.phone, request.ip, ctx.config) }),
  );
  app.post(
    `${sms}/validate-message`,
    { schema: { tags: ['sms'], summary: 'Check ?id=&value= of a sent code', querystring: ValidateCodeQuery, response: answers(z.null()) }, config: limited },
    async (request) => {
      await validateCode(ctx.db.pool, request.query);
      return ok(null);
    },
  );

  const summary = 'Set a new password: account, newPassword, smsId (a validated code), phone (a form-encoded body)';
  const retrieve = (url: string, tags: string[], kind: SubjectKind) =>
    app.post(url, { schema: { tags, summary, body: RetrieveInput, response: answers(z.null()) }, config: limited }, async (request) => {
      await retrievePassword(ctx.db.pool, kind, request.body);
      return ok(null);
    });
  retrieve('/api/rabbit-user/retrieve-password', ['user'], 'user');
  retrieve('/api/rabbit-supplier/supplierAccount/retrieve-password', ['supplier'], 'supplier');
}
