// The one HTTP client (docs/architecture.md#http-client): headers, envelope, error catalogue, 401 rule.
import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { siteConfig } from '../config';
import { i18n } from '../i18n';
import { notify } from '../notify';
import { classify, stableCodes } from './catalogue';
import { requestEnded, requestStarted } from './activity';
import { reasonText } from './error-text';
import { HttpError, reasonIn } from './http-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No toast for this call's failures; the caller reports them itself. */
    silent?: boolean;
    /** Don't wait for a due token refresh first (the refresh call itself, sign-in, public calls). */
    skipRefresh?: boolean;
  }
}

export interface HttpHooks {
  getToken: () => string | undefined;
  /** A 401: sign out and go to the login path. */
  onUnauthorized: () => void;
  /** Runs before each authenticated call, e.g. to refresh a token that is due. */
  beforeRequest?: () => Promise<void>;
}

let hooks: HttpHooks = { getToken: () => undefined, onUnauthorized: () => undefined };

export function configureHttp(next: HttpHooks): void {
  hooks = next;
}

export const basicAuthorization = () => `Basic ${btoa(`${siteConfig.clientId}:${siteConfig.clientSecret}`)}`;

export const http = axios.create({
  timeout: siteConfig.requestTimeout,
  // Statuses 200–500 reach our own handling; the code is read from the body first (docs/product-rules.md#http-errors).
  validateStatus: (status) => status >= 200 && status <= 500,
  // GET arrays repeat the key: ids=1&ids=2.
  paramsSerializer: { indexes: null },
});

http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
  if (!config.skipRefresh && hooks.beforeRequest) await hooks.beforeRequest();
  config.headers.set('Authorization', basicAuthorization());
  const token = hooks.getToken();
  if (token) config.headers.set(siteConfig.tokenHeader, `bearer ${token}`);
  requestStarted(config);
  return config;
});

/** A download whose body is a JSON error is read and reported like any other error. */
async function readBlobError(response: AxiosResponse): Promise<unknown> {
  const data: unknown = response.data;
  const type = String(response.headers['content-type'] ?? '');
  if (!(data instanceof Blob) || !type.includes('json')) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return data;
  }
}

function messageFor(code: number, serverText: string | undefined, body: unknown): string {
  // The server speaks Chinese; a refusal with a known reason, and a stable code, are shown in the user's language.
  const known = reasonText(reasonIn(body));
  if (known) return known;
  const stable = stableCodes[code];
  if (stable && (!serverText || !i18n.language.startsWith('zh'))) return i18n.t(stable);
  return serverText ?? i18n.t('http.unknown');
}

/** The call as the user's administrator would look it up: its method and path, without the query. */
const callOf = (config: InternalAxiosRequestConfig) => `${(config.method ?? 'get').toUpperCase()} ${(config.url ?? '').split('?')[0]}`;

/**
 * A call the backend does not have (a 404 that is not an unknown record): a read is not toasted — the screen that
 * asked shows the "needs backend support" state, and a list that polls or a page reopened must not toast again and
 * again —; an action the user took (any other method) is told once, unless its caller reports failures itself.
 */
function missingCallError(config: InternalAxiosRequestConfig, body: unknown): HttpError {
  const call = callOf(config);
  const text = i18n.t('http.missing', { call });
  const read = (config.method ?? 'get').toLowerCase() === 'get';
  if (!read && !config.silent) notify.error(text);
  return new HttpError(404, text, { silent: read || Boolean(config.silent), body, missingCall: call });
}

http.interceptors.response.use(
  async (response) => {
    requestEnded(response.config);
    const data = await readBlobError(response);
    const outcome = classify(response.status, data, siteConfig.silentCodes);
    if (outcome.kind === 'ok') return response;
    if (outcome.kind === 'silent') throw new HttpError(outcome.code, '', { silent: true, body: data });
    if (outcome.kind === 'missing') throw missingCallError(response.config, data);
    const text = messageFor(outcome.code, outcome.text, data);
    if (outcome.kind === 'unauthorized') {
      hooks.onUnauthorized();
      throw new HttpError(401, text, { silent: true, body: data });
    }
    if (!response.config.silent) notify.error(text);
    throw new HttpError(outcome.code, text, { silent: Boolean(response.config.silent), body: data });
  },
  (error: unknown) => {
    if (axios.isAxiosError(error)) requestEnded(error.config);
    if (error instanceof HttpError) throw error;
    // No response at all, or a status outside 200–500: network down, gateway errors, time-outs.
    const status = axios.isAxiosError(error) ? (error.response?.status ?? 0) : 0;
    const silent = axios.isAxiosError(error) && Boolean(error.config?.silent);
    const text = i18n.t(status >= 500 ? 'http.500' : 'http.network');
    if (!silent) notify.error(text);
    throw new HttpError(status, text, { silent, body: undefined });
  },
);
