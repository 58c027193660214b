// The supply chain's arithmetic and inspection limits, pure (docs/product-rules.md#supply-chain).
import { STORAGE } from './states.ts';

/**
 * A line's amount in fen: unit price (fen per kg, L or 个) × quantity (g, ml or 个), for g and ml ÷ 1000 rounded
 * half up. Whole numbers in between, through BigInt, so no binary fraction ever rounds a fen away.
 */
export function lineAmount(unitPrice: number, quantity: number, baseUnit: string): number {
  const product = BigInt(unitPrice) * BigInt(quantity);
  return Number(baseUnit === '个' ? product : (product + 500n) / 1000n);
}

/** How far above its label's highest temperature chilled goods may arrive, in tenths of °C (3 °C). */
export const CHILLED_MARGIN_TENTHS = 30;
/** The warmest frozen goods may arrive, in tenths of °C (−9 °C). */
export const FROZEN_LIMIT_TENTHS = -90;

/**
 * Whether goods of this storage class arriving at `tenths` (tenths of °C) must be refused: chilled goods more than
 * 3 °C over the label's requirement, frozen goods warmer than −9 °C. Ambient goods have no limit.
 */
export function tooWarm(storageClass: number, maxTempTenths: number | null, tenths: number): boolean {
  if (storageClass === STORAGE.frozen) return tenths > FROZEN_LIMIT_TENTHS;
  if (storageClass === STORAGE.chilled) return tenths > (maxTempTenths ?? 40) + CHILLED_MARGIN_TENTHS;
  return false;
}

/** A temperature typed in °C with at most one decimal, as tenths; NaN when it is not one. */
export function tenthsOf(celsius: number | string): number {
  const match = /^(-?)(\d{1,3})(?:\.(\d))?$/.exec(String(celsius).trim());
  if (!match) return Number.NaN;
  const tenths = Number(match[2]) * 10 + Number(match[3] ?? '0');
  return match[1] ? -tenths : tenths;
}

/**
 * A batch on hand is 临期 (the to-do 临期批次) when its expiry is at most this many days away, or already passed. The
 * supply module has no per-canteen threshold yet (SUPPLY.md's "the canteen's threshold"): 3 days until it has one.
 */
export const NEAR_EXPIRY_DAYS = 3;
