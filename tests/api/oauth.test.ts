import { describe, expect, inject, it } from 'vitest';
import { call, captcha, signIn } from './client.ts';
import { NO_SUCH_CALL } from '../../contract/http.ts';

for (const target of inject('targets')) {
  describe(`${target.name}: sign-in (/oauth/captcha, /oauth/token)`, () => {
    const base = target.url;

    it('issues an image captcha with a key', async () => {
      const { key, image } = await captcha(base);
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(image.split(',')[1]!, 'base64').toString()).toContain('<svg');
    });

    it('answers a sign-in with the flat token body of the contract', async () => {
      const { status, body } = await signIn(base, { tenantId: '100001', username: 'school' });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        token_type: 'bearer',
        expires_in: 3600,
        tenant_id: '100001',
        account: 'school',
        user_type: 'school',
        login_type: 2,
        role_name: 'school',
        school_name: '东湖区第一小学',
        nick_name: '张校长',
      });
      expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(typeof body.refresh_token).toBe('string');
      expect(body.user_id).toMatch(/^\d{19}$/);
      expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
    });

    it('signs suppliers in only in supplier mode', async () => {
      const staff = await signIn(base, { tenantId: '100001', username: 'supplier' });
      expect(staff.body).toEqual({ error_code: 400, error_description: '用户名或密码不正确' });
      const supplier = await signIn(base, { tenantId: '100001', username: 'supplier', supplier: true });
      expect(supplier.body).toMatchObject({ user_type: 'supplier', login_type: 5, tenant_id: '100001' });
    });

    it('answers a wrong password, an unknown account or tenant with HTTP 200 and the description', async () => {
      for (const input of [
        { tenantId: '100001', username: 'school', password: 'Wrong999' },
        { tenantId: '100001', username: 'nobody' },
        { tenantId: '999999', username: 'school' },
        { tenantId: '100002', username: 'centre' },
      ]) {
        const { status, body } = await signIn(base, input);
        expect(status).toBe(200);
        expect(body).toEqual({ error_code: 400, error_description: '用户名或密码不正确' });
      }
    });

    it('refuses a wrong, missing or replayed captcha as a business error', async () => {
      const wrong = await signIn(base, { tenantId: '100001', username: 'school', code: 'zzzz' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ code: 400, success: false, data: null, msg: '验证码不正确' });
      const missing = await signIn(base, { tenantId: '100001', username: 'school', key: '' });
      expect(missing.status).toBe(400);
      const { key } = await captcha(base);
      const first = await signIn(base, { tenantId: '100001', username: 'school', key });
      expect(first.body.access_token).toBeTruthy();
      const replay = await signIn(base, { tenantId: '100001', username: 'school', key });
      expect(replay.status).toBe(400);
      expect(replay.body).toMatchObject({ msg: '验证码不正确' });
    });

    it('uses up a captcha even when the password was wrong', async () => {
      const { key } = await captcha(base);
      const failed = await signIn(base, { tenantId: '100001', username: 'school', password: 'Wrong999', key });
      expect(failed.body.error_description).toBe('用户名或密码不正确');
      const again = await signIn(base, { tenantId: '100001', username: 'school', key });
      expect(again.status).toBe(400);
    });

    it('refuses calls without the Basic client header or with a wrong one', async () => {
      for (const basic of [null, 'Basic d3Jvbmc6d3Jvbmc=', 'Bearer x']) {
        const { status, body } = await call(base, 'GET', '/api/rabbit-auth/oauth/captcha', { basic });
        expect(status).toBe(401);
        expect(body).toEqual({ code: 401, success: false, data: null, msg: '客户端认证失败' });
      }
      expect((await call(base, 'GET', '/api/health', { basic: null })).status).toBe(200);
    });

    it('refuses an unknown grant type and an unknown API path with the envelope', async () => {
      const grant = await call(base, 'POST', '/api/rabbit-auth/oauth/token', { form: { grant_type: 'password' } });
      expect(grant.status).toBe(400);
      const missing = await call(base, 'GET', '/api/rabbit-nothing/here');
      expect(missing).toEqual({ status: 404, body: { code: 404, success: false, data: null, msg: '接口不存在', reason: NO_SUCH_CALL } });
    });

    it('describes the contract in OpenAPI', async () => {
      const { status, body } = await call<{ openapi: string; paths: Record<string, unknown> }>(base, 'GET', '/api/openapi.json');
      expect(status).toBe(200);
      expect(body.openapi).toMatch(/^3\./);
      expect(Object.keys(body.paths)).toEqual(
        expect.arrayContaining(['/api/rabbit-auth/oauth/token', '/api/rabbit-auth/oauth/captcha', '/api/rabbit-system/menu/routes']),
      );
    });
  });
}
