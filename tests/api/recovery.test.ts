import { describe, expect, inject, it } from 'vitest';
import { call, signIn } from './client.ts';
import { signedIn, uniqueAccount } from './support/session.ts';

const RULE = '密码至少包含大写字母，小写字母，数字，6-8位';

async function sendCode(base: string, phone: string): Promise<{ id: string; code: string }> {
  const sent = await call<{ data: { id: string } }>(base, 'POST', '/api/rabbit-resource/sms/endpoint/send-validate', { query: { phone } });
  expect(sent.status).toBe(200);
  const outbox = await call<{ data: { content: string }[] }>(base, 'GET', '/api/test/sms-outbox', { query: { phone } });
  const code = /验证码为\s*(\d{6})/.exec(outbox.body.data[0]?.content ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return { id: sent.body.data.id, code: code! };
}

/** A phone number only a new account of this test holds (codes are texted to account holders only). */
async function accountPhone(base: string): Promise<string> {
  const centre = await signedIn(base, 'centre');
  const bureau = (await centre.get<{ id: string }[]>('/api/rabbit-system/dept/tree')).body.data[0]!.id;
  const roleId = (await centre.get<{ id: string; roleAlias: string }[]>('/api/rabbit-system/role/tree')).body.data.find(
    (role) => role.roleAlias === 'education',
  )!.id;
  const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const made = await centre.post('/api/rabbit-user/submit', {
    account: uniqueAccount('tel'),
    password: 'Demo1234',
    realName: '短信测试',
    sex: 1,
    phone,
    deptId: bureau,
    roleId,
  });
  expect(made.body.code).toBe(200);
  return phone;
}

const validate = (base: string, id: string, value: string) =>
  call(base, 'POST', '/api/rabbit-resource/sms/endpoint/validate-message', { query: { id, value } });

for (const target of inject('targets')) {
  describe(`${target.name}: password recovery by SMS`, () => {
    const base = target.url;

    it('refuses an invalid phone, and a second code within a minute', async () => {
      const bad = await call(base, 'POST', '/api/rabbit-resource/sms/endpoint/send-validate', { query: { phone: '12345' } });
      expect(bad).toEqual({ status: 400, body: { code: 400, success: false, data: null, msg: '请输入正确的手机号码' } });
      const phone = await accountPhone(base);
      await sendCode(base, phone);
      const again = await call(base, 'POST', '/api/rabbit-resource/sms/endpoint/send-validate', { query: { phone } });
      expect(again.body).toMatchObject({ code: 400, msg: '发送过于频繁，请稍后再试' });
    });

    it('checks the code, then sets a new password once; the old one stops working', async () => {
      // a user of its own, since the new password stays: other tests sign in as the demo accounts
      const centre = await signedIn(base, 'centre');
      const bureau = (await centre.get<{ id: string }[]>('/api/rabbit-system/dept/tree')).body.data[0]!.id;
      const roleId = (await centre.get<{ id: string; roleAlias: string }[]>('/api/rabbit-system/role/tree')).body.data.find(
        (role) => role.roleAlias === 'education',
      )!.id;
      const account = uniqueAccount('rec');
      const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const made = await centre.post('/api/rabbit-user/submit', { account, password: 'Demo1234', realName: '找回密码', sex: 1, phone, deptId: bureau, roleId });
      expect(made.body.code).toBe(200);
      const { id, code } = await sendCode(base, phone);
      const wrong = await validate(base, id, code === '000000' ? '111111' : '000000');
      expect(wrong.body).toMatchObject({ code: 400, msg: '验证码不正确' });
      expect((await validate(base, id, code)).status).toBe(200);

      const weak = await call(base, 'POST', '/api/rabbit-user/retrieve-password', { form: { account, newPassword: 'abc', smsId: id, phone } });
      expect(weak.body).toMatchObject({ code: 400, msg: RULE });
      const mismatch = await call(base, 'POST', '/api/rabbit-user/retrieve-password', {
        form: { account: 'school', newPassword: 'Reset123', smsId: id, phone },
      });
      expect(mismatch.body).toMatchObject({ code: 400, msg: '账号与手机号码不匹配' });

      const done = await call(base, 'POST', '/api/rabbit-user/retrieve-password', { form: { account, newPassword: 'Reset123', smsId: id, phone } });
      expect(done.body).toMatchObject({ code: 200, success: true });
      expect((await signIn(base, { tenantId: '100001', username: account })).body.error_description).toBe('用户名或密码不正确');
      expect((await signIn(base, { tenantId: '100001', username: account, password: 'Reset123' })).body.access_token).toBeTruthy();

      const reused = await call(base, 'POST', '/api/rabbit-user/retrieve-password', { form: { account, newPassword: 'Demo1234', smsId: id, phone } });
      expect(reused.body).toMatchObject({ code: 400, msg: '短信验证已失效，请重新验证' });
    });

    it('works for supplier accounts through their own endpoint, and an unvalidated code is refused', async () => {
      const phone = '13900000005';
      const { id, code } = await sendCode(base, phone);
      const early = await call(base, 'POST', '/api/rabbit-supplier/supplierAccount/retrieve-password', {
        form: { account: 'supplier', newPassword: 'Demo1234', smsId: id, phone },
      });
      expect(early.body).toMatchObject({ code: 400, msg: '短信验证已失效，请重新验证' });
      expect((await validate(base, id, code)).status).toBe(200);
      const done = await call(base, 'POST', '/api/rabbit-supplier/supplierAccount/retrieve-password', {
        form: { account: 'supplier', newPassword: 'Demo1234', smsId: id, phone },
      });
      expect(done.status).toBe(200);
      expect((await signIn(base, { tenantId: '100001', username: 'supplier', password: 'Demo1234', supplier: true })).body.access_token).toBeTruthy();
    });

    it('locks a code after five wrong tries', async () => {
      const { id, code } = await sendCode(base, await accountPhone(base));
      for (let i = 0; i < 5; i += 1) await validate(base, id, code === '000000' ? '111111' : '000000');
      expect((await validate(base, id, code)).body).toMatchObject({ code: 400, msg: '验证码错误次数过多，请重新获取' });
    });
  });
}
