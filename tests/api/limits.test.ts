// The limits of the open and heavy endpoints, on a server of their own with small settings (the shared
// test servers keep the defaults but for the upload rate, see global-setup.ts): rate limits per address on the account look-ups, captchas and uploads,
// upload quotas per user and per tenant, daily caps of SMS codes per number and per address, and the
// error log's daily cap and body size.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedId, SPACE } from '../../server/seed/ids.ts';
import { BASIC, call, newAddress, tokens } from './client.ts';
import { CAPTCHA } from './global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { describeOwnServers } from './support/own-servers.ts';
import { callerOf, uniqueAccount, type Caller } from './support/session.ts';

const MB = 1024 * 1024;
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOwnServers('limits of the open and heavy endpoints', { run: 'pglite' }, () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shian-limits-'));
  let server: RunningServer;
  let base = '';
  beforeAll(async () => {
    server = await startServer({
      DATA_DIR: path.join(folder, 'data'),
      CAPTCHA_FIXED_CODE: CAPTCHA,
      SEED_DEMO: '1',
      LOOKUP_RATE_LIMIT: '3',
      CAPTCHA_RATE_LIMIT: '3',
      UPLOAD_RATE_LIMIT: '3',
      UPLOAD_QUOTA_USER_MB: '1',
      UPLOAD_QUOTA_TENANT_MB: '2',
      SMS_RESEND_SECONDS: '1',
      SMS_DAILY_MAX_PER_PHONE: '2',
      SMS_DAILY_MAX_PER_ADDRESS: '4',
      ERROR_LOG_DAILY_MAX: '5',
      WALLET_RATE_LIMIT: '3',
      SHEET_RATE_LIMIT: '2',
    });
    base = server.url;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  const upload = async (caller: Caller, content: Buffer, address = newAddress()) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), 'paper.pdf');
    const res = await fetch(new URL('/api/rabbit-file/file/upload', base), {
      method: 'POST',
      headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${caller.token}`, 'X-Forwarded-For': address },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as { code: number; msg: string } };
  };
  /** A new account of district 100002 (it has no files yet), signed in. */
  const newUserOf100002 = async () => {
    const centre2 = callerOf(base, (await tokens(base, { tenantId: '100002', username: 'centre2' })).access);
    const deptId = (await centre2.get<{ id: string }[]>('/api/rabbit-system/dept/tree')).body.data[0]!.id;
    const roleId = (await centre2.get<{ id: string; roleAlias: string }[]>('/api/rabbit-system/role/tree')).body.data.find(
      (role) => role.roleAlias === 'school',
    )!.id;
    const account = uniqueAccount('quota');
    expect((await centre2.post('/api/rabbit-user/submit', { account, password: 'Abc123', realName: '配额', sex: 1, deptId, roleId })).body.code).toBe(200);
    return callerOf(base, (await tokens(base, { tenantId: '100002', username: account, password: 'Abc123' })).access);
  };

  it('limits account look-ups and captchas per address a minute; other addresses go on', async () => {
    const address = newAddress();
    const lookups = [];
    for (let i = 0; i < 4; i += 1) lookups.push(await call(base, 'GET', '/api/rabbit-user/get-tenant', { query: { username: `ghost${i}` }, address }));
    expect(lookups.slice(0, 3).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(lookups[3]).toMatchObject({ status: 429, body: { code: 429, msg: '请求过于频繁，请稍后再试' } });
    const supplier = await call(base, 'GET', '/api/rabbit-supplier/supplierCompany/get-supplier', { query: { username: 'supplier' }, address: newAddress() });
    expect(supplier.status).toBe(200);
    const captchas = [];
    for (let i = 0; i < 4; i += 1) captchas.push((await call(base, 'GET', '/api/rabbit-auth/oauth/captcha', { address })).status);
    expect(captchas).toEqual([200, 200, 200, 429]);
    expect((await call(base, 'GET', '/api/rabbit-auth/oauth/captcha', { address: newAddress() })).status).toBe(200);
  });

  it('holds uploads to a quota per user and per tenant, with the quota named', async () => {
    const [first, second, third] = [await newUserOf100002(), await newUserOf100002(), await newUserOf100002()];
    const paper = pdfOf(0.6 * MB);
    expect((await upload(first, paper)).body.code).toBe(200);
    expect((await upload(first, paper)).body).toMatchObject({ code: 400, msg: '您的上传空间已用完（1 MB），请联系管理员' });
    expect((await upload(second, paper)).body.code).toBe(200);
    expect((await upload(third, paper)).body.code).toBe(200);
    // the district now holds 1.8 MB of its 2 MB
    const fourth = await newUserOf100002();
    expect((await upload(fourth, paper)).body).toMatchObject({ code: 400, msg: '本单位的上传空间已用完（2 MB），请联系管理员' });
    // another district is not affected
    const school = callerOf(base, (await tokens(base, { tenantId: '100001', username: 'school' })).access);
    expect((await upload(school, pdfOf(1000))).body.code).toBe(200);
  });

  it('limits uploads per address a minute', async () => {
    const school = callerOf(base, (await tokens(base, { tenantId: '100001', username: 'school' })).access);
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await upload(school, pdfOf(100), address)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('caps SMS codes a day per number and per asking address, alike for unknown numbers', async () => {
    const send = (phone: string, address: string) =>
      call<{ msg: string }>(base, 'POST', '/api/rabbit-resource/sms/endpoint/send-validate', { query: { phone }, address });
    const cap = '今日获取验证码次数已达上限，请明天再试';
    // per number: the school demo account's, from different addresses
    expect((await send('13800000003', newAddress())).status).toBe(200);
    await pause(1_100);
    expect((await send('13800000003', newAddress())).status).toBe(200);
    await pause(1_100);
    expect((await send('13800000003', newAddress())).body.msg).toBe(cap);
    // per address: four numbers nobody has, then a fifth
    const address = newAddress();
    for (let i = 0; i < 4; i += 1) expect((await send(`1350000${String(1000 + i)}`, address)).status).toBe(200);
    expect((await send('13500002000', address)).body.msg).toBe(cap);
    expect((await send('13500002000', newAddress())).status).toBe(200);
  });

  it('caps the error log a day per subject, and its body size', async () => {
    const { access } = await tokens(base, { tenantId: '100001', username: 'jiwei' });
    const entries = (n: number) => ({ entries: Array.from({ length: n }, (_, i) => ({ type: 'error', message: `boom ${i}` })) });
    const post = (json: unknown) => call<{ code: number; msg: string; data: { saved: number } }>(base, 'POST', '/api/shian/error-log', { token: access, json });
    expect((await post(entries(3))).body.data).toEqual({ saved: 3 });
    expect((await post(entries(4))).body.data).toEqual({ saved: 2 });
    expect((await post(entries(1))).body).toMatchObject({ code: 429, msg: '今日错误日志已达上限' });
    const big = await post({ entries: [{ type: 'error', message: 'x'.repeat(300 * 1024) }] });
    expect(big).toMatchObject({ status: 413, body: { code: 413, msg: '请求内容过大' } });
  });

  it('limits the heavy writes per account, whatever the address: money, and sheet imports and syncs', async () => {
    const school = callerOf(base, (await tokens(base, { tenantId: '100001', username: 'school' })).access);
    const canteen = callerOf(base, (await tokens(base, { tenantId: '100001', username: 'canteen' })).access);
    const diner = seedId(SPACE.diner, 1);
    // every call from a new address: the limit is the account's; recharges and refunds share it
    const money = async (caller: Caller, path = 'recharge') =>
      (
        await call(base, 'POST', `/api/rabbit-consume/${path}/submit`, {
          token: caller.token,
          json: { personnelId: diner, amount: 1, requestId: uniqueAccount('lim') },
        })
      ).status;
    expect([await money(school), await money(school, 'refund'), await money(school), await money(school), await money(school, 'refund')]).toEqual([
      200, 200, 200, 429, 429,
    ]);
    // another account of the same school is not held back by it
    expect(await money(canteen)).not.toBe(429);
    const sync = async () => (await call(base, 'GET', '/api/rabbit-personnel/personnel/synchronCard', { token: school.token })).status;
    expect([await sync(), await sync(), await sync()]).toEqual([200, 200, 429]);
  });
});
