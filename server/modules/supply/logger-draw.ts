// The simulated cold-chain logger's readings, pure (logger.ts writes them): drawn from the delivery's id and the
// slot's number, so the same clock yields the same readings on every run and every instance.
import { CHILLED_MARGIN_TENTHS, FROZEN_LIMIT_TENTHS } from './rules.ts';

/** A number in [0, 1) from a delivery, a slot and a purpose: the same on every run. */
export function draw(deliveryId: string, slot: number, purpose: string): number {
  let h = 0x811c9dc5;
  for (const char of `${deliveryId}:${slot}:${purpose}`) {
    h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}

/**
 * What the logger of a delivery whose limit is `limit` (tenths) reads at slot `slot`, in tenths: frozen −20.0…−16.0 °C,
 * chilled 1.0 °C up to the label's highest (the limit − 3 °C); with `excursionPercent` chance 0.5…3.0 °C over the limit.
 */
export function simulatedTenths(deliveryId: string, slot: number, limit: number, excursionPercent: number): number {
  if (excursionPercent > 0 && draw(deliveryId, slot, 'excursion') * 100 < excursionPercent) return limit + 5 + Math.floor(draw(deliveryId, slot, 'over') * 26);
  const [low, high] = limit <= FROZEN_LIMIT_TENTHS ? [-200, -160] : [10, Math.max(10, limit - CHILLED_MARGIN_TENTHS)];
  return low + Math.floor(draw(deliveryId, slot, 'temperature') * (high - low + 1));
}
