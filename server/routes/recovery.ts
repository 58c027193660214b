// Password recovery endpoints of product-spec.md §7: SMS (rabbit-resource), users (rabbit-user) and
// supplier accounts (rabbit-supplier).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { retrievePassword, sendCode, validateCode } from '../auth/recovery.ts';
import type { SubjectKind } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { field } from '../http/params.ts';

const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function recoveryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sms = '/api/rabbit-resource/sms/endpoint';
  app.post(`${sms}/send-validate`, { schema: { tags: ['sms'], summary: 'Send a 6-digit code to ?phone= (written to sms_outbox)' }, config: limited }, async (request) =>
    ok({ id: await sendCode(ctx.db.pool, field(request, 'phone'), request.log) }),
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
