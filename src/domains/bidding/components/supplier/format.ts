// Small formatting helpers of the supplier's screens: amounts with two decimals, and the seconds left until a
// wall-clock time of the deployment's time zone (as the server writes times).
import { fenOf, formatYuan } from '../../../../lib/money';
import { formatDateTime } from '../../../../lib/time-zone';

/** An amount with two decimals; an absent one as a dash. */
export const money = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatYuan(fenOf(value)));

/** `YYYY-MM-DD HH:mm:ss` read as if UTC: two wall-clock texts of one zone subtract to the seconds between them. */
const asUtc = (wallClock: string) => Date.parse(`${wallClock.replace(' ', 'T')}Z`);

/** Seconds from `now` until the wall-clock time `until` (deployment time zone); negative once passed. */
export function secondsUntil(until: string, now: number = Date.now()): number {
  const target = asUtc(until);
  return Number.isNaN(target) ? Number.NaN : Math.floor((target - asUtc(formatDateTime(now))) / 1000);
}
