// Security headers (docs/security.md#security-headers): a CSP that fits Arco and ECharts (inline styles, no inline scripts),
// with the directives set explicitly — helmet's defaults add upgrade-insecure-requests, which breaks
// plain-HTTP intranet walls, and a narrow img-src.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function securityHeaders(app: FastifyInstance, frameOrigins: string[]): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        frameSrc: frameOrigins.length ? frameOrigins : ["'none'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: false,
  });
}
