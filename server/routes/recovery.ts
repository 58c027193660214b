// Password recovery endpoints of docs/product-rules.md#service-calls: SMS (rabbit-resource), users (rabbit-user) and
// supplier accounts (rabbit-supplier).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { retrievePassword, sendCode, validateCode } from '../auth/recovery.ts';
import type { SubjectKind } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { limits } from '../http/limits.ts';
import { field } from '../http/params.ts';
import { open } from '../http/open-route.ts';

export function recoveryRoutes(app: FastifyInstance, ctx: AppContext): void {
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
      },
      config: limited,
    },
    async (request) => ok({ id: await sendCode(ctx.db.pool, ctx.sms, field(request, 'phone'), request.ip, ctx.config) }),
  );
  app.post(`${sms}/validate-message`, { schema: { tags: ['sms'], summary: 'Check ?id=&value= of a sent code' }, config: limited }, async (request) => {
    await validateCode(ctx.db.pool, field(request, 'id'), field(request, 'value'));
    return ok(null);
  });

  const retrieve = (kind: SubjectKind) => async (request: FastifyRequest) => {
    await retrievePassword(ctx.db.pool, kind, {
      account: field(request, 'account'),
      newPassword: field(request, 'newPassword', true),
      smsId: field(request, 'smsId'),
      phone: field(request, 'phone'),
    });
    return ok(null);
  };
  const summary = 'Set a new password: account, newPassword, smsId (a validated code), phone';
  app.post('/api/rabbit-user/retrieve-password', { schema: { tags: ['user'], summary }, config: limited }, retrieve('user'));
  app.post('/api/rabbit-supplier/supplierAccount/retrieve-password', { schema: { tags: ['supplier'], summary }, config: limited }, retrieve('supplier'));
}
