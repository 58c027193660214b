// The cold-chain logger simulator's draws (server/modules/supply/logger.ts): the same reading for the same delivery
// and slot on every run, frozen goods around −18 °C and chilled goods between 1 °C and their label, never over the
// limit unless an excursion is asked for — and then always over it; and how 冷链温控 writes an alert's period.
import { describe, expect, it } from 'vitest';
import { draw, simulatedTenths } from '../../server/modules/supply/logger-draw';
import { periodOf } from '../../src/domains/delivery/logic';

const slots = Array.from({ length: 500 }, (_, index) => index + 1);

describe('the simulated logger', () => {
  it('draws the same numbers for the same delivery and slot, others for others', () => {
    expect(draw('42', 7, 'temperature')).toBe(draw('42', 7, 'temperature'));
    expect(draw('42', 7, 'temperature')).not.toBe(draw('42', 8, 'temperature'));
    expect(draw('42', 7, 'temperature')).not.toBe(draw('43', 7, 'temperature'));
    const all = slots.map((slot) => draw('42', slot, 'x'));
    expect(Math.min(...all)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...all)).toBeLessThan(1);
  });

  it('reads frozen goods within −20…−16 °C and chilled goods within 1 °C…the label, never over the limit', () => {
    const frozen = slots.map((slot) => simulatedTenths('42', slot, -90, 0));
    expect(Math.min(...frozen)).toBeGreaterThanOrEqual(-200);
    expect(Math.max(...frozen)).toBeLessThanOrEqual(-160);
    expect(new Set(frozen).size).toBeGreaterThan(20);
    // chilled goods labelled 0–4 °C: limit 7.0 °C
    const chilled = slots.map((slot) => simulatedTenths('42', slot, 70, 0));
    expect(Math.min(...chilled)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...chilled)).toBeLessThanOrEqual(40);
  });

  it('makes excursions at the rate asked for, each 0.5 to 3.0 °C over the limit', () => {
    expect(slots.every((slot) => simulatedTenths('42', slot, -90, 100) > -90)).toBe(true);
    const over = slots.map((slot) => simulatedTenths('42', slot, -90, 10)).filter((tenths) => tenths > -90);
    expect(over.length).toBeGreaterThan(20);
    expect(over.length).toBeLessThan(80);
    expect(Math.min(...over)).toBeGreaterThanOrEqual(-85);
    expect(Math.max(...over)).toBeLessThanOrEqual(-60);
  });
});

describe('an alert’s period', () => {
  it('is one time for one reading, the end’s time alone on the same day, both in full across midnight', () => {
    expect(periodOf({ firstTime: '2026-11-27 07:15:00', lastTime: '2026-11-27 07:15:00' })).toBe('2026-11-27 07:15:00');
    expect(periodOf({ firstTime: '2026-11-27 07:15:00', lastTime: '2026-11-27 07:25:00' })).toBe('2026-11-27 07:15:00 – 07:25:00');
    expect(periodOf({ firstTime: '2026-11-27 23:55:00', lastTime: '2026-11-28 00:05:00' })).toBe('2026-11-27 23:55:00 – 2026-11-28 00:05:00');
  });
});
