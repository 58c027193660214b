import { afterEach, describe, expect, it } from 'vitest';
import { recentMonths } from '../../screens/screen/toolbar';
import { currentMonth } from '../../src/domains/canteen-cost/rules';
import { DEFAULT_TIME_ZONE, formatDateTime, formatHourMinute, setTimeZone, timeZone, zonedDay, zonedMonth } from '../../src/lib/time-zone';

// 2026-11-30 17:30 UTC is already 1 December in Shanghai: the day, the month and the clock follow the
// deployment's zone, whatever the zone of the machine running the test.
const EVENING = Date.parse('2026-11-30T17:30:05Z');

describe('the deployment time zone', () => {
  afterEach(() => setTimeZone(DEFAULT_TIME_ZONE));

  it('shows times in Asia/Shanghai until the server names another zone', () => {
    expect(timeZone()).toBe('Asia/Shanghai');
    expect(formatDateTime(EVENING)).toBe('2026-12-01 01:30:05');
    expect(formatHourMinute(EVENING)).toBe('01:30');
    expect(zonedDay(EVENING)).toBe('2026-12-01');
    expect(zonedMonth(EVENING)).toBe('2026-12');
    expect(currentMonth(EVENING)).toBe('2026-12');
  });

  it('follows the zone the server sends, and ignores a name the browser does not know', () => {
    setTimeZone('UTC');
    expect(formatDateTime(EVENING)).toBe('2026-11-30 17:30:05');
    expect(zonedMonth(EVENING)).toBe('2026-11');
    setTimeZone('Mars/Olympus');
    setTimeZone(42);
    expect(timeZone()).toBe('UTC');
  });

  it('lists the twelve months up to the deployment’s current one, across the turn of the year', () => {
    expect(recentMonths(EVENING)).toEqual([
      '2026-12',
      '2026-11',
      '2026-10',
      '2026-09',
      '2026-08',
      '2026-07',
      '2026-06',
      '2026-05',
      '2026-04',
      '2026-03',
      '2026-02',
      '2026-01',
    ]);
    expect(recentMonths(Date.parse('2027-01-15T00:00:00Z')).slice(0, 3)).toEqual(['2027-01', '2026-12', '2026-11']);
  });
});
