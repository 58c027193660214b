import { http, isHttpError, type R } from '../../lib/http';
import type { ErrorLogEntry } from '../../session';

/** The backend has no error-log endpoint (the organisation's own backend may lack this product's addition). */
export class ErrorLogUnsupportedError extends Error {
  constructor() {
    super('error-log upload is not supported by this server');
    this.name = 'ErrorLogUnsupportedError';
  }
}

export const isErrorLogUnsupported = (error: unknown): error is ErrorLogUnsupportedError => error instanceof ErrorLogUnsupportedError;

/**
 * Sends the error log to the server. Silent: the caller reports failures itself. A 404 becomes an
 * ErrorLogUnsupportedError; any other failure is the client's HttpError.
 */
export async function uploadErrorLog(entries: readonly ErrorLogEntry[]): Promise<void> {
  try {
    await http.post<R<{ saved: number }>>('/api/shian/error-log', { entries }, { silent: true });
  } catch (error) {
    if (isHttpError(error) && error.code === 404) throw new ErrorLogUnsupportedError();
    throw error;
  }
}
