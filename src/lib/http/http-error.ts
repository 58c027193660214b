export class HttpError extends Error {
  readonly code: number;
  /** True when no toast was shown for it (whitelisted code, or the caller opted out). */
  readonly silent: boolean;
  readonly body: unknown;

  constructor(code: number, message: string, options: { silent?: boolean; body?: unknown } = {}) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.silent = options.silent ?? false;
    this.body = options.body;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** The envelope's `reason`, when the body carries one. */
export const reasonIn = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const { reason } = body as { reason?: unknown };
  return typeof reason === 'string' ? reason : undefined;
};

/** The stable name a refusal carries beside its message (the envelope's `reason`), to branch on instead of the text. */
export const reasonOf = (error: unknown): string | undefined => (isHttpError(error) ? reasonIn(error.body) : undefined);
