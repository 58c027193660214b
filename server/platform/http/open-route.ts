// Every /api route is closed: the app's onRequest hook (app.ts) turns away a request without a valid
// session (401 `请求未授权`) before its body is read or its handler runs. The few routes anyone may call
// — signing in, captchas, the account look-ups, password recovery, the health check, file links, the
// hand-off exchange, and the OpenAPI description outside production or with OPENAPI_PUBLIC (app.ts) — say so
// in their route config with `open()`; tests/api/closed-by-default.test.ts lists every registered route and
// holds the open ones to a named list.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers without a signed-in caller (set only through `open()`). */
    open?: boolean;
  }
}

/** The route config of a route anyone may call, with its other settings (rate limits). */
export const open = <T extends object>(config?: T) => ({ ...config, open: true as const });
