// Serves the built console with history fallback: hashed assets cached for a year, index.html never
// cached (a new release is picked up on the next load), unknown /api paths a 404 envelope.
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fail } from './envelope.ts';

export async function staticSite(app: FastifyInstance, staticDir: string): Promise<void> {
  const built = existsSync(path.join(staticDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: ['index.html'],
      setHeaders: (reply, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.status(404).send(fail(404, '接口不存在'));
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send(fail(404, '资源不存在'));
    if (!built) return reply.status(503).type('text/plain; charset=utf-8').send('The console is not built: run `npm run build`, or use `npm start`.');
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
