// The spec's calls (§7) as the spec gives them, where the reference server once differed (issue 30): POST downloadFile
// beside the GET links; the calls whose parameters the spec places nowhere — sign-in, the password change, recovery, the
// removes — take them from the query, a form body or a JSON body alike (server/platform/http/any-place.ts); recovery
// needs only the spec's account and new password, the SMS code still checked; dept/tree reads tenantId.
// tests/unit/spec-calls.test.ts walks the whole list against the route table and the console.
import { describe, expect, inject, it } from 'vitest';
import { BASIC, call, captcha, newAddress, PASSWORD, signIn } from './client.ts';
import { CAPTCHA } from './global-setup.ts';
import { signedIn, uniqueAccount, type Caller } from './support/session.ts';

const PDF = Buffer.from('%PDF-1.4\n% spec-calls\n');
const DOWNLOAD = '/api/rabbit-file/file/downloadFile';
const SMS = '/api/rabbit-resource/sms/endpoint';

async function upload(base: string, caller: Caller): Promise<{ id: string; link: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF)]), '规格.pdf');
  const res = await fetch(new URL('/api/rabbit-file/file/upload', base), {
    method: 'POST',
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${caller.token}` },
    body: form,
  });
  const body = (await res.json()) as { code: number; data: { id: string; link: string } };
  expect(body.code).toBe(200);
  return body.data;
}

/** A user of the centre's bureau with password Abc123 and a phone number of its own. */
async function newUser(base: string, prefix: string): Promise<{ id: string; account: string; phone: string }> {
  const centre = await signedIn(base, 'centre');
  const bureau = (await centre.get<{ id: string }[]>('/api/rabbit-system/dept/tree')).body.data[0]!.id;
  const roleId = (await centre.get<{ id: string; roleAlias: string }[]>('/api/rabbit-system/role/tree')).body.data.find(
    (role) => role.roleAlias === 'education',
  )!.id;
  const account = uniqueAccount(prefix);
  const phone = `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const made = await centre.post<{ id: string }>('/api/rabbit-user/submit', {
    account,
    password: 'Abc123',
    realName: '规格调用',
    sex: 1,
    phone,
    deptId: bureau,
    roleId,
  });
  expect(made.body.code).toBe(200);
  return { id: made.body.data.id, account, phone };
}

/** Sends a code to `phone` from `address` and validates it; answers the code's id. */
async function validatedCode(base: string, phone: string, address: string): Promise<string> {
  const sent = await call<{ data: { id: string } }>(base, 'POST', `${SMS}/send-validate`, { query: { phone }, address });
  expect(sent.status).toBe(200);
  const outbox = await call<{ data: { content: string }[] }>(base, 'GET', '/api/test/sms-outbox', { query: { phone } });
  const code = /验证码为\s*(\d{6})/.exec(outbox.body.data[0]?.content ?? '')![1]!;
  expect((await call(base, 'POST', `${SMS}/validate-message`, { query: { id: sent.body.data.id, value: code } })).status).toBe(200);
  return sent.body.data.id;
}

for (const target of inject('targets')) {
  describe(`${target.name}: the spec's calls as the spec gives them`, () => {
    const base = target.url;

    it('POST downloadFile: the file named by id in the query, a form or a JSON body, to a signed-in caller who may see it; GET links stay', async () => {
      const centre = await signedIn(base, 'centre');
      const file = await upload(base, centre);
      const expected = PDF.toString();
      for (const place of [{ query: { id: file.id } }, { form: { id: file.id } }, { json: { id: file.id } }]) {
        const res = await call<string>(base, 'POST', DOWNLOAD, { token: centre.token, ...place });
        expect([res.status, res.body], JSON.stringify(place)).toEqual([200, expected]);
      }
      const raw = await fetch(new URL(DOWNLOAD, base), {
        method: 'POST',
        headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${centre.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id: file.id }),
      });
      expect(raw.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('规格.pdf')}`);
      // the link's GET, with its key and without any header, is as before
      const link = await fetch(new URL(file.link, base));
      expect([link.status, await link.text()]).toEqual([200, expected]);
      // POST is a call like the others: the client header and a session; another tenant's file is not found
      expect((await call(base, 'POST', DOWNLOAD, { query: { id: file.id } })).status).toBe(401);
      expect((await call(base, 'POST', DOWNLOAD, { token: centre.token, basic: null, query: { id: file.id } })).status).toBe(401);
      const centre2 = await signedIn(base, 'centre2', '100002');
      expect((await call(base, 'POST', DOWNLOAD, { token: centre2.token, json: { id: file.id } })).body).toMatchObject({ code: 404, msg: '文件不存在' });
      expect((await call(base, 'POST', DOWNLOAD, { token: centre.token, json: {} })).body).toMatchObject({ code: 404 });
    });

    it('update-password takes its fields as request parameters — the query or a form body — as well as JSON', async () => {
      const user = await newUser(base, 'pwd');
      const self = await signedIn(base, user.account, '100001', { password: 'Abc123' });
      const change = (from: string, to: string, place: 'query' | 'form' | 'json') => {
        const fields = { oldPassword: from, newPassword: to, newPassword1: to };
        return call<{ code: number; msg: string }>(base, 'POST', '/api/rabbit-user/update-password', {
          token: self.token,
          ...(place === 'json' ? { json: fields } : { [place]: fields }),
        });
      };
      expect((await change('Abc123', 'Xyz789', 'query')).body).toMatchObject({ code: 200, msg: '修改密码成功' });
      expect((await change('Xyz789', 'Qrs456', 'form')).body).toMatchObject({ code: 200, msg: '修改密码成功' });
      expect((await change('Qrs456', 'Uvw123', 'json')).body).toMatchObject({ code: 200, msg: '修改密码成功' });
      // the rules are the same wherever the fields travel
      expect((await change('Wrong123', 'Abc123', 'query')).body.msg).toBe('原密码不正确');
      expect((await signIn(base, { tenantId: '100001', username: user.account, password: 'Uvw123' })).body.access_token).toBeTruthy();
    });

    it('sign-in (oauth/token) reads its fields from the query as well as the form body', async () => {
      const key = (await captcha(base)).key;
      const fields = { tenantId: '100001', username: 'school', password: PASSWORD, grant_type: 'captcha', scope: 'all', type: '0' };
      const answer = await call<{ access_token?: string; user_type?: string }>(base, 'POST', '/api/rabbit-auth/oauth/token', {
        headers: { 'Tenant-Id': '100001', 'Captcha-Key': key, 'Captcha-Code': CAPTCHA, 'User-Type': 'web' },
        query: fields,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.access_token).toBeTruthy();
      expect(answer.body.user_type).toBe('school');
      // a refresh the same way
      const refreshed = await call<{ access_token?: string }>(base, 'POST', '/api/rabbit-auth/oauth/token', {
        headers: { 'Tenant-Id': '100001' },
        query: { refresh_token: (answer.body as { refresh_token: string }).refresh_token, tenantId: '100001', grant_type: 'refresh_token', scope: 'all' },
      });
      expect(refreshed.body.access_token).toBeTruthy();
    });

    it('password recovery needs only the spec’s account and newPassword: the code validated for that account’s number, asked from the same address', async () => {
      const user = await newUser(base, 'spc');
      const address = newAddress();
      await validatedCode(base, user.phone, address);
      const retrieve = (fields: Record<string, string>, from: string) =>
        call<{ code: number; msg: string }>(base, 'POST', '/api/rabbit-user/retrieve-password', { form: fields, address: from });
      // another address cannot use the code, nor can another account's name, nor a code never validated
      expect((await retrieve({ account: user.account, newPassword: 'Reset123' }, newAddress())).body).toMatchObject({
        code: 400,
        msg: '短信验证已失效，请重新验证',
      });
      expect((await retrieve({ account: 'school', newPassword: 'Reset123' }, address)).body).toMatchObject({ code: 400, msg: '短信验证已失效，请重新验证' });
      expect((await retrieve({ account: user.account, newPassword: 'Reset123' }, address)).body).toMatchObject({ code: 200 });
      expect((await signIn(base, { tenantId: '100001', username: user.account, password: 'Reset123' })).body.access_token).toBeTruthy();
      // the code is used up
      expect((await retrieve({ account: user.account, newPassword: 'Again123' }, address)).body).toMatchObject({
        code: 400,
        msg: '短信验证已失效，请重新验证',
      });

      // with the code's id and no phone (the query, as request parameters): that code, for its own number
      const other = await newUser(base, 'spd');
      const smsId = await validatedCode(base, other.phone, newAddress());
      const byId = await call(base, 'POST', '/api/rabbit-user/retrieve-password', { query: { account: other.account, newPassword: 'Reset123', smsId } });
      expect(byId.body).toMatchObject({ code: 200 });
      expect((await signIn(base, { tenantId: '100001', username: other.account, password: 'Reset123' })).body.access_token).toBeTruthy();
    });

    it('dept/tree reads tenantId: the caller’s own tenant answers its tree, another tenant is refused', async () => {
      const centre = await signedIn(base, 'centre');
      const own = (await centre.get('/api/rabbit-system/dept/tree')).body.data;
      expect((await centre.get('/api/rabbit-system/dept/tree', { tenantId: '100001' })).body.data).toEqual(own);
      expect((await centre.get('/api/rabbit-system/dept/tree', { tenantId: '' })).body.data).toEqual(own);
      expect((await centre.get('/api/rabbit-system/dept/tree', { tenantId: '100002' })).body).toMatchObject({ code: 403, msg: '无权查看其他租户的机构' });
      const admin = await signedIn(base, 'admin', '000000');
      expect((await admin.get('/api/rabbit-system/dept/tree', { tenantId: '100001' })).body).toMatchObject({ code: 403 });
    });

    it('a remove whose ids the spec places nowhere takes them from the query, a form or a JSON body', async () => {
      const centre = await signedIn(base, 'centre');
      const places = ['query', 'form', 'json'] as const;
      for (const place of places) {
        const user = await newUser(base, `rm${place}`);
        const ids = place === 'json' ? { json: { ids: [user.id] } } : { [place]: { ids: user.id } };
        expect((await call(base, 'POST', '/api/rabbit-user/remove', { token: centre.token, ...ids })).body, place).toMatchObject({ code: 200 });
        expect((await centre.get('/api/rabbit-user/detail', { id: user.id })).status, place).toBe(404);
      }
      expect((await call(base, 'POST', '/api/rabbit-user/remove', { token: centre.token, json: {} })).body).toMatchObject({
        code: 400,
        msg: '请选择要删除的数据',
      });
    });
  });
}
