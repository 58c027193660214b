// The front-end error log (docs/product-rules.md#error-log, docs/security.md#client-rules): window errors, unhandled rejections, render
// and HTTP errors, each with address and time; the newest 200 kept, fields clipped, tokens redacted in
// every field. Recording an error never throws: a failing log must not raise the next error.
import { session, type ErrorLogEntry } from '../../session';
import { missingCallOf } from '../../lib/http';
import { formatDateTime } from '../../lib/time-zone';

export type ErrorType = 'error' | 'promise' | 'react' | 'http';

export const MAX_ENTRIES = 200;
export const MAX_MESSAGE = 1024;
export const MAX_STACK = 4096;
// The server's caps for the other fields (server/modules/error-log/service.ts).
const MAX_INFO = 4096;
const MAX_URL = 2048;
const MAX_TYPE = 32;
const MAX_TIME = 32;

const SECRET_NAME = String.raw`[\w-]*(?:token|password|passwd|secret)`;
const SECRETS: [RegExp, string][] = [
  // JWTs, whole or clipped (the access token is one). No lookbehind: older
  // Safari refuses to parse it, which would break the whole chunk.
  [/(^|[^A-Za-z0-9])eyJ[\w-]*(?:\.[\w-]*){0,2}/g, '$1***'],
  // Authorization-style values: `bearer <token>`.
  [/\b(bearer\s+)[^\s"',;]+/gi, '$1***'],
  // Query and form values: access_token=…, refresh_token=…, password=…
  [new RegExp(String.raw`\b(${SECRET_NAME}=)[^&\s#"']*`, 'gi'), '$1***'],
  // JSON properties: "access_token":"…", "refreshToken": "…"
  [new RegExp(String.raw`("${SECRET_NAME}"\s*:\s*")(?:[^"\\]|\\.)*`, 'gi'), '$1***'],
];

/** The text with every token it carries replaced by ***. */
export function redact(text: string): string {
  return SECRETS.reduce((value, [pattern, replacement]) => value.replace(pattern, replacement), text);
}

/** The text cut to at most `max` characters (an ellipsis marks the cut). */
export const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text);

/** The deployment's time as YYYY-MM-DD HH:mm:ss. */
export const timestamp = (date = new Date()): string => formatDateTime(date);

/** The list with the entry appended, keeping the newest MAX_ENTRIES. */
export function appendEntry(list: readonly ErrorLogEntry[], entry: ErrorLogEntry): ErrorLogEntry[] {
  return [...list, entry].slice(-MAX_ENTRIES);
}

function printable(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    const json = JSON.stringify(value);
    if (json !== undefined) return json;
  } catch {
    // circular or throwing toJSON: fall through
  }
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value); // e.g. Object.create(null)
  }
}

/** Message and stack of anything thrown: Errors, strings, plain objects, null. */
function describe(error: unknown): { message: string; stack: string } {
  try {
    if (error && typeof error === 'object' && 'message' in error) {
      const { message, stack, name } = error as { message?: unknown; stack?: unknown; name?: unknown };
      const text = typeof message === 'string' && message ? message : printable(name ?? error);
      return { message: text, stack: typeof stack === 'string' ? stack : '' };
    }
    return { message: printable(error), stack: '' };
  } catch {
    return { message: 'unknown error', stack: '' };
  }
}

const field = (value: unknown, max: number) => clip(redact(typeof value === 'string' ? value : ''), max);

/** A log entry with every field a clipped, redacted string (for entries read back from storage too). */
export function cleanEntry(entry: Partial<Record<keyof ErrorLogEntry, unknown>>): ErrorLogEntry {
  return {
    type: field(entry.type, MAX_TYPE),
    message: field(entry.message, MAX_MESSAGE),
    stack: field(entry.stack, MAX_STACK),
    info: field(entry.info, MAX_INFO),
    url: field(entry.url, MAX_URL),
    time: field(entry.time, MAX_TIME),
  };
}

/** The stored log as entries: storage may hold anything (an older version, a hand edit). */
export function readEntries(list: readonly unknown[]): ErrorLogEntry[] {
  return list
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .slice(-MAX_ENTRIES)
    .map(cleanEntry);
}

function currentUrl(): string {
  try {
    return window.location.href;
  } catch {
    return '';
  }
}

export function toEntry(type: ErrorType, error: unknown, info = '', url = currentUrl(), time = timestamp()): ErrorLogEntry {
  const { message, stack } = describe(error);
  return cleanEntry({ type, message, stack, info, url, time });
}

/** Appends an entry to the session's log. Never throws. */
export function recordError(type: ErrorType, error: unknown, info?: string): void {
  try {
    session.logsList = appendEntry(session.logsList, toEntry(type, error, info ?? ''));
  } catch {
    // the log is best effort: recording an error must never raise another
  }
}

/** Listens for window errors and unhandled rejections; returns the function that stops listening. */
export function startErrorCapture(): () => void {
  const onError = (event: ErrorEvent) => {
    // A cross-origin script's error has no error object, only "Script error."
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '';
    recordError('error', event.error ?? event.message, where);
  };
  // a call the backend lacks is a state its screen shows, not a fault: logged, it would fill the log on every opening
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!missingCallOf(event.reason)) recordError('promise', event.reason);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
