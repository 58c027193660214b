// Security review findings on signing in: the sign-in forms' account look-ups answer an unknown account as
// they answer a known one, a refresh token replayed within the grace gets the very pair its first rotation
// gave (on either instance, and when two windows race), and the OpenAPI description is for signed-in callers
// in production unless a setting opens it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '../../server/platform/config.ts';
import { call, refresh, tokens } from './client.ts';
import { REUSE_GRACE_SECONDS } from './global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { startsOwnServers } from './support/own-servers.ts';
import { uniqueAccount } from './support/session.ts';

const TENANT = '/api/rabbit-user/get-tenant';
const SUPPLIER = '/api/rabbit-supplier/supplierCompany/get-supplier';
const OPENAPI = '/api/openapi.json';
const userInfo = (base: string, token: string) => call(base, 'GET', '/api/rabbit-auth/oauth/user-info', { token });
type Lookup = { code: number; success: boolean; msg: string; data: Record<string, string> };

const targets = inject('targets');

for (const target of targets) {
  describe(`${target.name}: account look-ups and refresh replays`, () => {
    const base = target.url;
    const lookup = (route: string, username: string) => call<Lookup>(base, 'GET', route, { query: { username } });
    /** Everything of an answer an observer could compare, the values themselves left out. */
    const outline = (answer: { status: number; body: Lookup }) => ({
      status: answer.status,
      code: answer.body.code,
      success: answer.body.success,
      msg: answer.body.msg,
      fields: Object.keys(answer.body.data ?? {}).sort(),
      kinds: Object.values(answer.body.data ?? {}).map((value) => typeof value),
    });

    it('answers an unknown account of the sign-in form as a known one, and still fills the tenant of a demo account', async () => {
      const known = await lookup(TENANT, 'centre');
      expect(known.body).toMatchObject({ code: 200, data: { tenantId: '100001' } });
      expect((await lookup(TENANT, 'centre2')).body.data.tenantId).toBe('100002');
      const name = uniqueAccount('nobody');
      const unknown = await lookup(TENANT, name);
      expect(outline(unknown)).toEqual(outline(known));
      expect(unknown.body.data.tenantId).toMatch(/^\d{6}$/);
      // the same answer each time (in any case), so asking again tells nothing either
      expect((await lookup(TENANT, name.toUpperCase())).body).toEqual(unknown.body);
    });

    it('answers the supplier look-up alike for a known and an unknown supplier account, naming no company', async () => {
      const known = await lookup(SUPPLIER, 'supplier');
      expect(known.body).toMatchObject({ code: 200, data: { tenantId: '100001', supplierName: '' } });
      const unknown = await lookup(SUPPLIER, uniqueAccount('nosupplier'));
      expect(outline(unknown)).toEqual(outline(known));
      expect(unknown.body.data.supplierName).toBe('');
      // a staff account is no supplier account: it looks unknown here
      expect(outline(await lookup(SUPPLIER, 'centre'))).toEqual(outline(known));
    });

    it('answers a refresh token replayed within the grace with the pair its rotation gave, not another', async () => {
      const first = await tokens(base, { tenantId: '100001', username: 'canteen' });
      const rotated = await refresh(base, first.refresh, '100001');
      expect(rotated.status).toBe(200);
      const replayed = await refresh(base, first.refresh, '100001');
      expect(replayed.status).toBe(200);
      expect(replayed.body.refresh_token).toBe(rotated.body.refresh_token);
      expect(replayed.body.access_token).toBe(rotated.body.access_token);
      expect(replayed.body).toMatchObject({ account: 'canteen', tenant_id: '100001', token_type: 'bearer' });
      expect((await userInfo(base, replayed.body.access_token!)).status).toBe(200);
      // the pair goes on as usual: its refresh token rotates once more
      const next = await refresh(base, rotated.body.refresh_token!, '100001');
      expect(next.status).toBe(200);
      expect(next.body.refresh_token).not.toBe(rotated.body.refresh_token);
      expect((await userInfo(base, next.body.access_token!)).status).toBe(200);
    });

    it('gives two windows racing with one refresh token the same pair, on one instance or two', async () => {
      const first = await tokens(base, { tenantId: '100001', username: 'canteen' });
      const answers = await Promise.all([refresh(base, first.refresh, '100001'), refresh(target.peerUrl ?? base, first.refresh, '100001')]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers[1].body.refresh_token).toBe(answers[0].body.refresh_token);
      expect(answers[1].body.access_token).toBe(answers[0].body.access_token);
      // and still one line of tokens: after the grace, the first token is theft and the session ends
      await new Promise((resolve) => setTimeout(resolve, REUSE_GRACE_SECONDS * 1000 + 300));
      expect((await refresh(base, first.refresh, '100001')).status).toBe(400);
      expect((await userInfo(base, answers[0].body.access_token!)).status).toBe(401);
      expect((await refresh(target.peerUrl ?? base, answers[0].body.refresh_token!, '100001')).status).toBe(400);
    });

    it('describes the API without a session outside production, as before', async () => {
      const open = await call<{ openapi?: string }>(base, 'GET', OPENAPI, { basic: null });
      expect(open.status).toBe(200);
      expect(open.body.openapi).toMatch(/^3\./);
    });
  });
}

describe('the OpenAPI description in production', () => {
  const servers: RunningServer[] = [];
  const folders: string[] = [];
  const production = { NODE_ENV: 'production', TEST_SUPPORT: '0', SMS_LOG: '0', CAPTCHA_FIXED_CODE: '' };
  const embedded = async (env: Record<string, string>) => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'shian-openapi-'));
    folders.push(folder);
    const server = await startServer({ ...production, SEED_DEMO: '0', DATA_DIR: path.join(folder, 'data'), ...env });
    servers.push(server);
    return server.url;
  };
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('is public by default outside production only; OPENAPI_PUBLIC says otherwise', () => {
    expect(readConfig({ NODE_ENV: 'test' }).openapiPublic).toBe(true);
    expect(readConfig({ NODE_ENV: 'development', OPENAPI_PUBLIC: '0' }).openapiPublic).toBe(false);
    expect(readConfig({ NODE_ENV: 'production' }).openapiPublic).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', OPENAPI_PUBLIC: '1' }).openapiPublic).toBe(true);
    expect(() => readConfig({ OPENAPI_PUBLIC: 'maybe' })).toThrow('setting OPENAPI_PUBLIC');
  });

  it.runIf(startsOwnServers())('is for signed-in callers only, unless OPENAPI_PUBLIC opens it', async () => {
    const closed = await embedded({});
    expect(await call(closed, 'GET', OPENAPI, { basic: null })).toMatchObject({ status: 401 });
    expect(await call(closed, 'GET', OPENAPI)).toMatchObject({ status: 401, body: { code: 401, msg: '请求未授权' } });
    expect((await call(closed, 'GET', OPENAPI, { token: 'not-a-token' })).status).toBe(401);
    const opened = await embedded({ OPENAPI_PUBLIC: '1' });
    expect((await call(opened, 'GET', OPENAPI, { basic: null })).status).toBe(200);
  });

  const shared = targets.find((target) => target.databaseUrl);
  it.runIf(shared)('answers a signed-in caller of a production instance', async () => {
    const server = await startServer({ ...production, DATABASE_URL: shared!.databaseUrl!, SEED_DEMO: '0' });
    servers.push(server);
    expect((await call(server.url, 'GET', OPENAPI)).status).toBe(401);
    // signed in on a test instance of the same database: the session and signing key are the database's
    const { access } = await tokens(shared!.url, { tenantId: '100001', username: 'centre' });
    const answer = await call<{ openapi?: string }>(server.url, 'GET', OPENAPI, { token: access });
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toMatch(/^3\./);
  });
});
