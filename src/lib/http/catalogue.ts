// The HTTP error catalogue of docs/product-rules.md#http-errors, as a pure function so every row is unit-tested.
import { NO_SUCH_CALL } from '../../../contract/http';

export type Outcome =
  | { kind: 'ok' }
  | { kind: 'silent'; code: number }
  | { kind: 'unauthorized'; code: 401; text: string | undefined }
  /** A 404 that is not the contract's "record not found": the backend has no such call (docs/front-mode.md). */
  | { kind: 'missing'; code: 404 }
  | { kind: 'error'; code: number; text: string | undefined };

interface Body {
  code?: unknown;
  msg?: unknown;
  reason?: unknown;
  error_description?: unknown;
}

const asBody = (data: unknown): Body => (data && typeof data === 'object' ? (data as Body) : {});

/** The code comes from the body's `code`, else from the HTTP status. */
export function codeOf(status: number, data: unknown): number {
  const raw = asBody(data).code;
  const code = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof code === 'number' && Number.isFinite(code) ? code : status;
}

/** The toast text: the body's message, else its error description; undefined means "未知错误". */
export function failureText(data: unknown): string | undefined {
  const { msg, error_description: description } = asBody(data);
  if (typeof msg === 'string' && msg.trim() !== '') return msg;
  if (typeof description === 'string' && description.trim() !== '') return description;
  return undefined;
}

/** The contract's envelope `{ code, success, msg, data }`, as every call of the platform's backend answers it. */
function isEnvelope(data: unknown): boolean {
  const { code, success, msg } = asBody(data) as Body & { success?: unknown };
  return (typeof code === 'number' || (typeof code === 'string' && /^\d+$/.test(code))) && typeof success === 'boolean' && typeof msg === 'string';
}

/**
 * Spring's own words for a path no controller has, when a backend's exception handler wraps them in the envelope
 * (BladeX's does, with `throw-exception-if-no-handler-found`): the framework's English, never a business message.
 */
const NO_HANDLER = /^(No handler found for|No static resource|No endpoint)\b/;

/**
 * A 404 that says the backend lacks the call rather than the record: anything but the envelope — Spring's
 * `{ timestamp, status: 404, error: 'Not Found', path }`, a gateway's page, an empty body — or the envelope carrying
 * Spring's no-handler message. The envelope's own 404 (数据不存在, 用户不存在, 记录不存在…) is an unknown record.
 */
export function isMissingCall(status: number, data: unknown): boolean {
  if (codeOf(status, data) !== 404) return false;
  if (!isEnvelope(data)) return true;
  const { msg, reason } = asBody(data);
  if (reason === NO_SUCH_CALL) return true;
  return typeof msg === 'string' && NO_HANDLER.test(msg.trim());
}

export function classify(status: number, data: unknown, silentCodes: readonly number[]): Outcome {
  const code = codeOf(status, data);
  if (code === 200) return { kind: 'ok' };
  if (silentCodes.includes(code)) return { kind: 'silent', code };
  if (isMissingCall(status, data)) return { kind: 'missing', code: 404 };
  if (code === 401) return { kind: 'unauthorized', code, text: failureText(data) };
  return { kind: 'error', code, text: failureText(data) };
}

/** Codes whose meaning is stable: shown in the user's language instead of the server's Chinese text. */
export const stableCodes: Record<number, string> = {
  401: 'http.401',
  403: 'http.403',
  404: 'http.404',
  429: 'http.429',
  500: 'http.500',
};
