// The HTTP error catalogue of docs/product-rules.md#http-errors, as a pure function so every row is unit-tested.

export type Outcome =
  | { kind: 'ok' }
  | { kind: 'silent'; code: number }
  | { kind: 'unauthorized'; code: 401; text: string | undefined }
  | { kind: 'error'; code: number; text: string | undefined };

interface Body {
  code?: unknown;
  msg?: unknown;
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

export function classify(status: number, data: unknown, silentCodes: readonly number[]): Outcome {
  const code = codeOf(status, data);
  if (code === 200) return { kind: 'ok' };
  if (silentCodes.includes(code)) return { kind: 'silent', code };
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
