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
