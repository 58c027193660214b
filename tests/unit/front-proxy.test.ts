// @vitest-environment node
// The front mode (server/front.ts) before a tiny backend of the test's own: calls streamed to it under /api with the
// settings' base path, the browser's cookies and hop-by-hop headers kept from it and its cookies kept from the
// browser, a backend down or slow answered 502 / 504 in the contract's envelope (never a hang), the local health
// check, the security headers, and the console's settings written into index.html.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFront } from '../../server/front.ts';
import { readFrontConfig } from '../../server/platform/config.ts';

let folder: string;
let backend: Server;
let origin: string;
/** An address where nothing listens. */
let closedOrigin: string;
let received: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'front-proxy-'));
  writeFileSync(path.join(folder, 'index.html'), '<!doctype html><html><head><title>食安云</title></head><body></body></html>');
  backend = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
      if (req.url?.includes('/slow')) return; // never answers
      res.writeHead(200, {
        'content-type': 'application/json',
        'set-cookie': 'SESSION=backend; Path=/',
        'keep-alive': 'timeout=5',
        'x-backend': 'stand-in',
      });
      res.end(JSON.stringify({ code: 200, success: true, data: { url: req.url }, msg: 'ok' }));
    });
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  backend.closeAllConnections();
  await new Promise((resolve) => backend.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

async function front(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildFront(readFrontConfig({ STATIC_DIR: folder, LOG_LEVEL: 'silent', ...env }));
  apps.push(app);
  return app;
}

describe('the front mode', () => {
  it('passes /api calls to the backend under its base path, with the client’s headers and body but not its cookies', async () => {
    received = [];
    const app = await front({ BACKEND_URL: `${origin}/gateway/` });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/rabbit-user/page?current=2',
      headers: {
        authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0',
        'blade-auth': 'bearer t',
        cookie: 'shian=1',
        'content-type': 'application/json',
        'x-forwarded-for': '6.6.6.6',
      },
      payload: { name: '张三' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 200, success: true, data: { url: '/gateway/api/rabbit-user/page?current=2' }, msg: 'ok' });
    const [call] = received;
    expect(call!.headers.authorization).toBe('Basic c2FiZXI6c2FiZXJfc2VjcmV0');
    expect(call!.headers['blade-auth']).toBe('bearer t');
    expect(call!.headers.cookie).toBeUndefined();
    // without TRUST_PROXY a client's own X-Forwarded-For is not believed
    expect(call!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(JSON.parse(call!.body)).toEqual({ name: '张三' });
    // the backend's cookies and connection headers stay on its side; its other headers come through
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['keep-alive']).toBeUndefined();
    expect(answer.headers['x-backend']).toBe('stand-in');
    // the same security headers as the reference server
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers a backend that does not answer in time 504, and one that is down 502, in the contract’s envelope', async () => {
    const slow = await front({ BACKEND_URL: origin, BACKEND_TIMEOUT: '1' });
    const started = Date.now();
    const late = await slow.inject({ method: 'GET', url: '/api/slow' });
    expect(late.statusCode).toBe(504);
    expect(late.json()).toEqual({ code: 504, success: false, data: null, msg: '后端服务响应超时' });
    expect(Date.now() - started).toBeLessThan(5000);

    const down = await front({ BACKEND_URL: closedOrigin });
    const refused = await down.inject({ method: 'GET', url: '/api/rabbit-system/menu/top-menu' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ code: 502, success: false, data: null, msg: '后端服务不可用' });
    // its own health check says so, without a backend to ask
    const health = await down.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ success: false, msg: '后端服务不可用' });
  });

  it('checks its own health locally: 200 while the backend answers', async () => {
    received = [];
    const app = await front({ BACKEND_URL: origin });
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ success: true, data: { status: 'ok', backend: 'up' } });
  });

  it('serves the console with the deployment’s settings in a meta tag, and no inline script', async () => {
    const app = await front({
      BACKEND_URL: origin,
      PASSWORD_DIGEST: 'md5',
      CLIENT_ID: 'sword',
      CLIENT_SECRET: 's"<&>',
      LOGIN_CAPTCHA: 'off',
      DEFAULT_TENANT_ID: '200001',
    });
    for (const url of ['/', '/index.html', '/system/user']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      const content = /<meta name="shian-config" content="([^"]*)"/.exec(page.body)?.[1];
      const decoded = content!
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      expect(JSON.parse(decoded)).toEqual({
        clientId: 'sword',
        clientSecret: 's"<&>',
        tokenHeader: 'Blade-Auth',
        passwordDigest: 'md5',
        defaultTenantId: '200001',
        captcha: false,
      });
      expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    }
  });
});

describe('the start in front mode', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--input-type=module', '-e', "import('./server/front.ts').then((front) => front.startFront())"], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { PATH: process.env.PATH, PORT: '0', LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });

  it('stops with a message naming the setting for a BACKEND_URL that is not http(s), or a backend it cannot reach', () => {
    const scheme = start({ BACKEND_URL: 'ftp://backend.internal' });
    expect(scheme.status).toBe(1);
    expect(scheme.stderr).toContain('setting BACKEND_URL=ftp://backend.internal is not an http(s) URL');
    const unreachable = start({ BACKEND_URL: closedOrigin });
    expect(unreachable.status).toBe(1);
    expect(unreachable.stderr).toContain(`cannot reach the backend BACKEND_URL=${closedOrigin} (ECONNREFUSED)`);
    const testOnly = start({ BACKEND_URL: origin, TEST_SUPPORT: '1' });
    expect(testOnly.status).toBe(1);
    expect(testOnly.stderr).toContain('setting TEST_SUPPORT is refused in front mode');
  });
});

describe('what the front mode loads', () => {
  it('imports none of the reference server: no database, no modules, no routes of its own beyond /healthz', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, target] of readFileSync(file, 'utf8').matchAll(/^import[^'"]*['"](\.[^'"]+)['"]/gm)) visit(path.resolve(path.dirname(file), target!));
    };
    visit(path.join(root, 'server/front.ts'));
    const loaded = [...seen].map((file) => path.relative(root, file)).sort();
    expect(loaded).toEqual([
      'contract/console-settings.ts',
      'contract/http.ts',
      'server/front.ts',
      'server/platform/config.ts',
      'server/platform/http/envelope.ts',
      'server/platform/http/logging.ts',
      'server/platform/http/security.ts',
      'server/platform/http/static-site.ts',
    ]);
  });
});
