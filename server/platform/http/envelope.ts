// The R<T> envelope of docs/contract.md#envelope and the one error type every route throws: the app's error handler
// turns it into `{ code, success: false, data: null, msg }` with the same HTTP status.

export interface R<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export const ok = <T>(data: T, msg = '操作成功'): R<T> => ({ code: 200, success: true, data, msg });

/** A refusal; `reason`, when given, is a stable name the console branches on (never on `msg`, the Chinese text). */
export const fail = (code: number, msg: string, reason?: string): R<null> & { reason?: string } =>
  reason ? { code, success: false, data: null, msg, reason } : { code, success: false, data: null, msg };

export class ApiError extends Error {
  readonly status: number;
  /** A stable name for the refusal (contract/), sent beside the message as `reason`. */
  readonly reason: string | undefined;
  constructor(status: number, message: string, reason?: string) {
    super(message);
    this.status = status;
    this.reason = reason;
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = () => new ApiError(401, '请求未授权');
export const forbidden = (message = '没有权限执行此操作') => new ApiError(403, message);
