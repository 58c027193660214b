// @vitest-environment node
// The built console as the server serves it: what a browser may keep and for how long, and the history fallback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from '../../server/platform/http/static-site.ts';
import { NO_SUCH_CALL } from '../../contract/http.ts';

let folder: string;
let app: FastifyInstance;

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'static-site-'));
  mkdirSync(path.join(folder, 'assets'));
  writeFileSync(path.join(folder, 'index.html'), '<!doctype html><html><head><title>食安云</title></head></html>');
  writeFileSync(path.join(folder, 'assets/index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify();
  await staticSite(app, folder);
});

afterAll(async () => {
  await app.close();
  rmSync(folder, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the static site', () => {
  it('keeps hashed assets a year, the favicon a day, and never index.html', async () => {
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=86400');
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('answers a console route with index.html, not cached, and an unknown API path with a 404 envelope', async () => {
    const route = await get('/system/user');
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>食安云</title>');
    // with the console's settings (the defaults here) written in, for the console to read at boot
    expect(route.body).toContain('<meta name="shian-config" content="{&quot;clientId&quot;:&quot;saber&quot;');
    expect(route.headers['cache-control']).toBe('no-cache');
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404, msg: '接口不存在', reason: NO_SUCH_CALL });
  });
});
