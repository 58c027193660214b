// Serves the built console with history fallback: hashed assets cached for a year, index.html never
// cached (a new release is picked up on the next load), the site's other files (the favicon) for a day, unknown
// /api paths a 404 envelope.
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fail } from './envelope.ts';

/**
 * How long a browser keeps a file without asking again. The favicon is kept a day: a browser asks for it on every
 * move between pages (in-app ones too), which, revalidated each time, was a request per move.
 */
function cacheControl(file: string): string {
  if (file.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return path.basename(file) === 'index.html' ? 'no-cache' : 'public, max-age=86400';
}

export async function staticSite(app: FastifyInstance, staticDir: string): Promise<void> {
  const built = existsSync(path.join(staticDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: ['index.html'],
      setHeaders: (reply, file) => {
        reply.header('Cache-Control', cacheControl(file));
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
