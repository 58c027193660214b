// What to tell the user about a failed call, in one place: a refusal with a stable reason the catalogue knows
// (`reason` beside `msg` in the envelope, named in contract/) in the user's language, else the client's text for the
// failure (the server's message, or a stable code's text), else the caller's fallback.
import { i18n } from '../i18n';
import { isHttpError, reasonOf } from './http-error';

/** A reason's catalogue key: `bidding.quoteClosed` → `common:reason.bidding.quoteClosed`. */
const REASON = /^[a-z][\w-]*(\.[\w-]+)+$/i;
export const reasonKey = (reason: string) => `common:reason.${reason}`;

/** A known reason in the user's language; undefined for a reason the catalogue does not know. */
export function reasonText(reason: string | undefined): string | undefined {
  if (!reason || !REASON.test(reason) || !i18n.exists(reasonKey(reason))) return undefined;
  return i18n.t(reasonKey(reason));
}

/** The text of a failure for the place the user acted: the reason's text, the client's message, or `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (!isHttpError(error)) return fallback;
  return reasonText(reasonOf(error)) ?? (error.message || fallback);
}
