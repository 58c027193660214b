// Front mode (README "Front your own backend"): with BACKEND_URL set, `npm start` serves the built console and
// passes its calls to the organisation's own backend — no database, none of the reference server's routes (its
// modules are not even loaded: scripts/start.ts imports this file instead of server/main.ts). The same security
// headers, CSP and static site as the reference server; /api streamed to the backend by @fastify/http-proxy with
// connect and answer timeouts; a backend down or slow is a 502 / 504 in the contract's envelope, never a hang.
import proxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readFrontConfig, type FrontConfig } from './platform/config.ts';
import { fail, ok } from './platform/http/envelope.ts';
import { requestLogger } from './platform/http/logging.ts';
import { securityHeaders } from './platform/http/security.ts';
import { staticSite } from './platform/http/static-site.ts';

/** The path prefixes of the contract's calls (docs/contract.md): everything the console calls is under /api. */
export const PROXIED_PREFIXES = ['/api'] as const;

/** Headers of one connection (RFC 9110 §7.6.1), never passed on; reply-from also drops those the Connection header names. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

export const BACKEND_DOWN = '后端服务不可用';
export const BACKEND_SLOW = '后端服务响应超时';

/** Whether the backend answers HTTP at all (any status): the start's check and GET /healthz. */
export function backendAnswers(config: FrontConfig): Promise<{ ok: true } | { ok: false; reason: string }> {
  const url = new URL(`${config.backendBasePath}/`, config.backendOrigin);
  const waitMs = Math.min(config.backendConnectTimeout + 1000, config.backendTimeout);
  return new Promise((resolve) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { method: 'GET', timeout: waitMs }, (response) => {
      response.resume();
      resolve({ ok: true });
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('no answer in time'), { code: 'no answer in time' })));
    // the reason as the system gives it: ECONNREFUSED, ENOTFOUND, a certificate refused…
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ ok: false, reason: error.code ?? error.message }));
    request.end();
  });
}

function withoutHopByHop<T extends IncomingHttpHeaders | OutgoingHttpHeaders>(headers: T): T {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
}

export async function buildFront(config: FrontConfig): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: config.trustProxy, logger: requestLogger(config.logLevel, config.console.tokenHeader) });
  await securityHeaders(app, config.frameOrigins);

  // for a load balancer or an orchestrator: this server answers here itself, and says whether the backend does
  app.get('/healthz', async (_request, reply) => {
    const backend = await backendAnswers(config);
    if (backend.ok) return ok({ status: 'ok', backend: 'up' });
    return reply.status(503).send(fail(503, BACKEND_DOWN));
  });

  for (const prefix of PROXIED_PREFIXES) {
    await app.register(proxy, {
      upstream: config.backendOrigin,
      prefix,
      rewritePrefix: `${config.backendBasePath}${prefix}`,
      // a streamed answer, a connect timeout, and one for the answer's head and each pause in its body
      undici: { connect: { timeout: config.backendConnectTimeout }, headersTimeout: config.backendTimeout, bodyTimeout: config.backendTimeout },
      // a call is sent once: retrying a write the backend may have done is not the proxy's call to make
      retryMethods: [],
      replyOptions: {
        // the browser's cookies are this origin's, not the backend's; the client's address goes as X-Forwarded-For
        rewriteRequestHeaders: (request, headers) => {
          const sent = withoutHopByHop(headers);
          delete sent.cookie;
          const earlier = config.trustProxy ? request.headers['x-forwarded-for'] : undefined;
          const address = request.socket.remoteAddress ?? request.ip;
          sent['x-forwarded-for'] = typeof earlier === 'string' && earlier ? `${earlier}, ${address}` : address;
          sent['x-forwarded-proto'] = request.protocol;
          sent['x-forwarded-host'] = request.host;
          return sent;
        },
        // nor does the backend set cookies on this origin
        rewriteHeaders: (headers) => {
          const kept = withoutHopByHop(headers);
          delete kept['set-cookie'];
          return kept;
        },
        onError: (reply, { error }) => {
          const slow = (error as { statusCode?: unknown }).statusCode === 504;
          reply.log.warn({ err: error }, slow ? 'the backend did not answer in time' : 'the backend did not answer');
          void reply.status(slow ? 504 : 502).send(fail(slow ? 504 : 502, slow ? BACKEND_SLOW : BACKEND_DOWN));
        },
      },
    });
  }

  await staticSite(app, config.staticDir, config.console);
  return app;
}

/** `npm start` with BACKEND_URL: check the settings and the backend, then serve; stops cleanly on SIGTERM/SIGINT. */
export async function startFront(): Promise<void> {
  const started = performance.now();
  const fatal = (message: string): never => {
    console.error(`[shian] ${message}`);
    process.exit(1);
  };
  let config: FrontConfig;
  try {
    config = readFrontConfig();
  } catch (error) {
    return fatal(error instanceof Error ? error.message : String(error));
  }
  const backend = `${config.backendOrigin}${config.backendBasePath}`;
  const reached = await backendAnswers(config);
  if (!reached.ok) fatal(`cannot reach the backend BACKEND_URL=${backend} (${reached.reason}): check the address, or start the backend first`);

  const app = await buildFront(config);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info(`${signal}: stopping`);
      void app.close().finally(() => process.exit(0));
    });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    fatal(`cannot listen on ${config.host}:${config.port}: ${error instanceof Error ? error.message : String(error)}`);
  }
  console.log(`[shian] 食安云 on http://${config.host}:${config.port} in front of ${backend} (no database) in ${Math.round(performance.now() - started)} ms`);
}
