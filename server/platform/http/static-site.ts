// Serves the built console with history fallback: hashed assets cached for a year, index.html never
// cached (a new release is picked up on the next load), the site's other files (the favicon) for a day, unknown
// /api paths a 404 envelope. index.html carries the deployment's console settings (contract/console-settings.ts)
// in a meta tag the console reads at boot: no inline script, no extra request.
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONSOLE_DEFAULTS, CONSOLE_SETTINGS_META, type ConsoleSettings } from '../../../contract/console-settings.ts';
import { fail } from './envelope.ts';
import { NO_SUCH_CALL } from '../../../contract/http.ts';

/**
 * How long a browser keeps a file without asking again. The favicon is kept a day: a browser asks for it on every
 * move between pages (in-app ones too), which, revalidated each time, was a request per move.
 */
function cacheControl(file: string): string {
  if (file.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return path.basename(file) === 'index.html' ? 'no-cache' : 'public, max-age=86400';
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page with the settings' meta tag at the end of its head (the module scripts that read it run once the page is parsed). */
export function withSettings(html: string, settings: ConsoleSettings): string {
  const meta = `<meta name="${CONSOLE_SETTINGS_META}" content="${escapeAttribute(JSON.stringify(settings))}" />`;
  return html.replace(/<\/head>/i, (end) => `  ${meta}\n  ${end}`);
}

export async function staticSite(app: FastifyInstance, staticDir: string, settings: ConsoleSettings = CONSOLE_DEFAULTS): Promise<void> {
  const index = path.join(staticDir, 'index.html');
  const built = existsSync(index);
  // read on each load, as the file was sent before: a rebuild is picked up without a restart
  const page = async (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withSettings(await readFile(index, 'utf8'), settings));
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      // the page itself is answered here and by the history fallback, with the settings written in
      index: false,
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders: (reply, file) => {
        reply.header('Cache-Control', cacheControl(file));
      },
    });
    // not an API route: kept out of the OpenAPI description
    app.get('/', { schema: { hide: true } }, (_request, reply) => page(reply));
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.status(404).send(fail(404, '接口不存在', NO_SUCH_CALL));
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send(fail(404, '资源不存在'));
    if (!built) return reply.status(503).type('text/plain; charset=utf-8').send('The console is not built: run `npm run build`, or use `npm start`.');
    return page(reply);
  });
}
