// The delivery screens' rules, pure: a health certificate's state on a day, a reading out of its range, what 配送跟踪
// shows.
import { DELIVERY } from '../purchase';
import type { DeliveryRow } from './types';

/** Days from `from` to `to` (YYYY-MM-DD). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** How soon a certificate's lapse is warned of, in days (资质预警's 30). */
export const CERT_WARNING_DAYS = 30;

/**
 * A health certificate on `day`: 'lapsed' the day after its expiry (a driver is refused for a delivery after it:
 * 驾驶员健康证已过期), 'soon' within 30 days, 'valid' otherwise.
 */
export function certState(expiry: string, day: string): 'lapsed' | 'soon' | 'valid' {
  const left = daysBetween(day, expiry);
  if (left < 0) return 'lapsed';
  return left <= CERT_WARNING_DAYS ? 'soon' : 'valid';
}

/** Whether a reading is above what the delivery's goods allow (no limit: ambient goods, never out of range). */
export const outOfRange = (temperature: number, limit: number | null) => limit !== null && temperature > limit;

/** 配送跟踪: the deliveries on the road, then those arrived on `day`, latest first within each. */
export function tracked(rows: readonly DeliveryRow[], day: string): DeliveryRow[] {
  const onRoad = rows.filter((row) => row.status === DELIVERY.onTheRoad).sort((a, b) => (b.departTime ?? '').localeCompare(a.departTime ?? ''));
  const arrived = rows
    .filter((row) => row.status === DELIVERY.arrived && (row.arriveTime ?? '').startsWith(day))
    .sort((a, b) => (b.arriveTime ?? '').localeCompare(a.arriveTime ?? ''));
  return [...onRoad, ...arrived];
}

/** A reading typed in °C with at most one decimal, between −60 and 60 (the server's range); NaN otherwise. */
export function parseTemperature(text: string): number {
  const match = /^(-?\d{1,2})(?:\.(\d))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const value = Number(`${match[1]}.${match[2] ?? '0'}`);
  return value >= -60 && value <= 60 ? value : Number.NaN;
}

/** 2026-11-28 10:05:00 – 10:10:00, or the one time of an excursion of a single reading. */
export function periodOf(alert: { firstTime: string; lastTime: string }): string {
  if (alert.firstTime === alert.lastTime) return alert.firstTime;
  const sameDay = alert.firstTime.slice(0, 10) === alert.lastTime.slice(0, 10);
  return `${alert.firstTime} – ${sameDay ? alert.lastTime.slice(11) : alert.lastTime}`;
}
