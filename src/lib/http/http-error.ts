export class HttpError extends Error {
  readonly code: number;
  /** True when no toast was shown for it (whitelisted code, or the caller opted out). */
  readonly silent: boolean;
  readonly body: unknown;
  /**
   * The call the backend does not have (`GET /api/rabbit-desk/todo/summary`), when it answered a 404 that is not
   * the contract's unknown record: the feature needs backend support, and asking again will not help.
   */
  readonly missingCall: string | undefined;

  constructor(code: number, message: string, options: { silent?: boolean; body?: unknown; missingCall?: string } = {}) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.silent = options.silent ?? false;
    this.body = options.body;
    this.missingCall = options.missingCall;
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

/** The call a failure says the backend lacks (method and path), or undefined for any other failure. */
export const missingCallOf = (error: unknown): string | undefined => (isHttpError(error) ? error.missingCall : undefined);
