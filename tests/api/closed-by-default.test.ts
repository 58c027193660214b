// The server is closed by default: every registered /api route, called with the client header but
// without a session, answers 401 before its handler runs — except the routes named open here, which
// anyone must be able to call. A new route that should be open has to be added to this list, on purpose.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './client.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { describeOwnServers } from './support/own-servers.ts';

interface RegisteredRoute {
  method: string;
  url: string;
  open: boolean;
}

const OPEN = [
  'GET /api/health',
  'GET /api/openapi.json',
  'GET /api/rabbit-auth/oauth/captcha',
  'POST /api/rabbit-auth/oauth/token',
  'GET /api/rabbit-auth/oauth/logout',
  'POST /api/rabbit-auth/oauth/logout',
  'GET /api/rabbit-user/get-tenant',
  'GET /api/rabbit-supplier/supplierCompany/get-supplier',
  'POST /api/rabbit-resource/sms/endpoint/send-validate',
  'POST /api/rabbit-resource/sms/endpoint/validate-message',
  'POST /api/rabbit-user/retrieve-password',
  'POST /api/rabbit-supplier/supplierAccount/retrieve-password',
  'GET /api/rabbit-file/file/downloadFile',
  'POST /api/shian/handoff/exchange',
  // 信息公开's public pages, reached by a school's QR code (decision 0019): rate-limited, captcha on submissions
  'GET /api/shian/public/school/:token',
  'POST /api/shian/public/survey/answer',
  'POST /api/shian/public/complaint',
  'POST /api/shian/public/complaint/reply',
  // with the demo data only: it takes the key in the server's data folder instead of a session
  'POST /api/shian/demo/clock',
  // test plumbing, registered only with TEST_SUPPORT (loopback, never in production)
  'GET /api/test/sms-outbox',
  'GET /api/test/routes',
  'POST /api/test/clock',
];

const target = inject('targets')[0]!;

describe('closed by default', () => {
  it('opens only the named routes; every other route answers 401 without a session, whatever it is sent', async () => {
    const routes = (await call<{ data: RegisteredRoute[] }>(target.url, 'GET', '/api/test/routes')).body.data;
    expect(routes.length).toBeGreaterThan(80);
    expect(
      routes
        .filter((route) => route.open)
        .map((route) => `${route.method} ${route.url}`)
        .sort(),
    ).toEqual([...OPEN].sort());
    const answered: string[] = [];
    for (const route of routes.filter((item) => !item.open)) {
      const path = route.url.replace(/:\w+/g, '1');
      const { status, body } = await call<{ code?: number; msg?: string }>(target.url, route.method, path, { json: route.method === 'GET' ? undefined : {} });
      if (status !== 401 || body.code !== 401) answered.push(`${route.method} ${route.url} → ${status} ${JSON.stringify(body).slice(0, 80)}`);
    }
    expect(answered).toEqual([]);
  });

  it('turns away a bad or revoked token the same way, before reading the body', async () => {
    const { status, body } = await call<{ msg: string }>(target.url, 'POST', '/api/shian/error-log', { token: 'not-a-token', json: { entries: [] } });
    expect(status).toBe(401);
    expect(body.msg).toBe('请求未授权');
  });
});

describeOwnServers('the test plumbing', () => {
  // the /api/test routes (the test-support module) are registered only with TEST_SUPPORT: a server started without it
  // has none of them: each answers 接口不存在, like any path no route has
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shian-no-test-support-'));
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ TEST_SUPPORT: '0', SEED_DEMO: '0', DATA_DIR: path.join(folder, 'data') });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('exists only with TEST_SUPPORT: without it, no /api/test route is there', async () => {
    const plumbing = (await call<{ data: RegisteredRoute[] }>(target.url, 'GET', '/api/test/routes')).body.data.filter((route) =>
      route.url.startsWith('/api/test/'),
    );
    expect(plumbing.length).toBeGreaterThan(3);
    expect((await call(server!.url, 'GET', '/api/health')).status).toBe(200);
    const answered: string[] = [];
    for (const route of plumbing) {
      const { status, body } = await call<{ code?: number; msg?: string }>(server!.url, route.method, route.url.replace(/:\w+/g, '1'), {
        json: route.method === 'GET' ? undefined : {},
      });
      if (status !== 404 || body.msg !== '接口不存在') answered.push(`${route.method} ${route.url} → ${status} ${JSON.stringify(body).slice(0, 80)}`);
    }
    expect(answered).toEqual([]);
  });
});
