// The kitchen camera-event simulator's draws (server/modules/kitchen/draw.ts) and the demo's school calendar
// (server/seed/school-calendar.ts): the same event for the same camera and slot on every run, at the modest rate a
// canteen sees (a handful a day), of every kind by its weight, inside its slot; the kitchen's hours; the school days.
import { describe, expect, it } from 'vitest';
import { draw, EVENTS_PER_CAMERA_HOUR, eventOf, inKitchenHours, KITCHEN_HOURS, VIOLATIONS } from '../../server/modules/kitchen/draw';
import { addDays, isSchoolDay, monthStart, schoolDaysBetween } from '../../server/seed/school-calendar';

const MINUTES = 10;
const SLOT = MINUTES * 60;
/** 20 000 slots from a Monday 06:00 in Beijing. */
const START = Date.parse('2026-11-23T06:00:00+08:00') / 1000;
const slots = Array.from({ length: 20_000 }, (_, index) => START + index * SLOT);

describe('the simulated kitchen cameras', () => {
  it('draws the same numbers for the same camera and slot, others for others', () => {
    expect(draw('7', START, 'event')).toBe(draw('7', START, 'event'));
    expect(draw('7', START, 'event')).not.toBe(draw('7', START + SLOT, 'event'));
    expect(draw('7', START, 'event')).not.toBe(draw('8', START, 'event'));
    const all = slots.map((slot) => draw('7', slot, 'x'));
    expect(Math.min(...all)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...all)).toBeLessThan(1);
    expect(eventOf('7', START + 12 * SLOT, MINUTES)).toEqual(eventOf('7', START + 12 * SLOT, MINUTES));
  });

  it('sees an event in about one slot of a hundred and fifty, each inside its slot, of every kind by weight', () => {
    const events = slots.flatMap((slot) => {
      const event = eventOf('1900000000009000001', slot, MINUTES);
      return event ? [{ slot, ...event }] : [];
    });
    const expected = (slots.length * EVENTS_PER_CAMERA_HOUR * MINUTES) / 60;
    expect(events.length).toBeGreaterThan(expected * 0.75);
    expect(events.length).toBeLessThan(expected * 1.25);
    for (const event of events) {
      expect(event.at).toBeGreaterThanOrEqual(event.slot);
      expect(event.at).toBeLessThan(event.slot + SLOT);
      expect(VIOLATIONS).toContain(event.type);
    }
    const count = (type: string) => events.filter((event) => event.type === type).length;
    // 未戴帽子 (30) far more often than 鼠患 (4); every kind is seen
    expect(count('no_hat')).toBeGreaterThan(count('rodent') * 3);
    for (const type of VIOLATIONS) expect(count(type), type).toBeGreaterThan(0);
  });

  it('scales the chance with the slot: longer slots, as many events an hour', () => {
    const hourly = (minutes: number) => {
      const starts = Array.from({ length: (20_000 * 10) / minutes }, (_, index) => START + index * minutes * 60);
      return starts.filter((slot) => eventOf('42', slot, minutes)).length / ((starts.length * minutes) / 60);
    };
    expect(hourly(5)).toBeCloseTo(EVENTS_PER_CAMERA_HOUR, 1);
    expect(hourly(30)).toBeCloseTo(EVENTS_PER_CAMERA_HOUR, 1);
  });

  it('works 06:00–13:30 and 16:00–19:00', () => {
    expect(KITCHEN_HOURS).toEqual([
      [360, 810],
      [960, 1140],
    ]);
    expect(inKitchenHours(5 * 60 + 50)).toBe(false);
    expect(inKitchenHours(6 * 60)).toBe(true);
    expect(inKitchenHours(13 * 60 + 20)).toBe(true);
    expect(inKitchenHours(13 * 60 + 30)).toBe(false);
    expect(inKitchenHours(15 * 60)).toBe(false);
    expect(inKitchenHours(18 * 60 + 50)).toBe(true);
    expect(inKitchenHours(19 * 60)).toBe(false);
  });
});

describe('the demo school calendar', () => {
  it('keeps weekdays outside the breaks and holidays', () => {
    expect(isSchoolDay('2026-11-20')).toBe(true); // a Friday
    expect(isSchoolDay('2026-11-21')).toBe(false); // a Saturday
    expect(isSchoolDay('2026-10-01')).toBe(false); // 国庆
    expect(isSchoolDay('2026-02-02')).toBe(false); // winter break
    expect(isSchoolDay('2026-08-03')).toBe(false); // summer break
    expect(isSchoolDay('2026-09-01')).toBe(true);
    // other years: the fixed holidays and breaks
    expect(isSchoolDay('2027-05-03')).toBe(false);
    expect(isSchoolDay('2027-07-12')).toBe(false);
    expect(isSchoolDay('2027-09-01')).toBe(true);
  });

  it('lists the school days of a range, and steps days and months', () => {
    expect(schoolDaysBetween('2026-11-16', '2026-11-22')).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(schoolDaysBetween('2026-08-01', '2026-08-31')).toEqual([]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(monthStart('2026-11-28', -11)).toBe('2025-12-01');
    expect(monthStart('2026-12-15', 1)).toBe('2027-01-01');
    // a year of records has about 200 school days
    const year = schoolDaysBetween(monthStart('2026-11-28', -11), '2026-11-28');
    expect(year.length).toBeGreaterThan(180);
    expect(year.length).toBeLessThan(215);
  });
});
