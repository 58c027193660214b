// 配送管理's client rules (src/domains/delivery/logic.ts): a driver's health certificate on a day, a reading above its
// goods' limit, what 配送跟踪 shows, and a temperature typed by hand.
import { describe, expect, it } from 'vitest';
import { certState, outOfRange, parseTemperature, tracked } from '../../src/domains/delivery/logic';
import type { DeliveryRow } from '../../src/domains/delivery/types';

const row = (id: string, status: number, departTime: string | null, arriveTime: string | null): DeliveryRow => ({
  id,
  orderId: id,
  orderNo: id,
  canteenName: '',
  deliveryDate: '2026-11-27',
  status,
  plate: '',
  refrigerated: true,
  driverName: '',
  createTime: '2026-11-26 08:00:00',
  departTime,
  arriveTime,
  limit: -9,
  readingCount: 0,
  outOfRange: 0,
  latestTemperature: null,
  latestReadTime: null,
  alerts: 0,
  openAlerts: 0,
});

describe('a health certificate', () => {
  it('is valid through its expiry day, warned within 30 days, lapsed the day after', () => {
    expect(certState('2026-11-27', '2026-11-27')).toBe('soon');
    expect(certState('2026-11-26', '2026-11-27')).toBe('lapsed');
    expect(certState('2026-12-27', '2026-11-27')).toBe('soon');
    expect(certState('2026-12-28', '2026-11-27')).toBe('valid');
  });
});

describe('readings', () => {
  it('are out of range only above the limit, never for ambient goods', () => {
    expect(outOfRange(-8.9, -9)).toBe(true);
    expect(outOfRange(-9, -9)).toBe(false);
    expect(outOfRange(7.1, 7)).toBe(true);
    expect(outOfRange(40, null)).toBe(false);
  });

  it('are typed in °C with at most one decimal, from −60 to 60', () => {
    expect(parseTemperature('-18.5')).toBe(-18.5);
    expect(parseTemperature(' 4 ')).toBe(4);
    expect(parseTemperature('4.25')).toBeNaN();
    expect(parseTemperature('61')).toBeNaN();
    expect(parseTemperature('abc')).toBeNaN();
    expect(parseTemperature('')).toBeNaN();
  });
});

describe('配送跟踪', () => {
  it('shows the deliveries on the road, then those arrived that day, latest first; not waiting ones nor older arrivals', () => {
    const rows = [
      row('waiting', 1, null, null),
      row('road-early', 2, '2026-11-27 06:00:00', null),
      row('road-late', 2, '2026-11-27 09:00:00', null),
      row('arrived-yesterday', 3, '2026-11-26 06:00:00', '2026-11-26 08:00:00'),
      row('arrived-today', 3, '2026-11-27 05:00:00', '2026-11-27 07:00:00'),
    ];
    expect(tracked(rows, '2026-11-27').map((one) => one.id)).toEqual(['road-late', 'road-early', 'arrived-today']);
  });
});
