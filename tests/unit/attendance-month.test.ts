// The monthly attendance figures (server/modules/attendance/month.ts): due days from the group's workdays, the join day and
// today; late by the group's type; meal-stop days over the whole month.
import { describe, expect, it } from 'vitest';
import { daysOf, isLate, monthFigures, type PersonMonth } from '../../server/modules/attendance/month';

const FIXED = [{ name: '早班', start: '06:00', end: '13:30' }];
const TWO = [
  { name: '早班', start: '05:30', end: '12:30' },
  { name: '晚班', start: '12:30', end: '19:30' },
];

const person = (fields: Partial<PersonMonth> = {}): PersonMonth => ({
  groupType: 1,
  shifts: FIXED,
  workdays: [1, 2, 3, 4, 5],
  joinDate: '2026-10-01',
  firstPunches: new Map(),
  makeUps: 0,
  mealStops: [],
  ...fields,
});

describe('the monthly attendance figures', () => {
  it('knows the days of a month and their ISO weekdays', () => {
    const october = daysOf('2026-10');
    expect(october).toHaveLength(31);
    expect(october[0]).toEqual({ day: '2026-10-01', weekday: 4 });
    expect(october[3]).toEqual({ day: '2026-10-04', weekday: 7 });
    expect(daysOf('2028-02')).toHaveLength(29);
  });

  it('is late after the first shift’s start (fixed), the nearest shift’s (scheduled), never for free hours', () => {
    expect(isLate(1, FIXED, '06:00')).toBe(false);
    expect(isLate(1, FIXED, '06:01')).toBe(true);
    expect(isLate(2, TWO, '05:40')).toBe(true);
    expect(isLate(2, TWO, '12:10')).toBe(false);
    expect(isLate(2, TWO, '12:45')).toBe(true);
    expect(isLate(3, [], '11:00')).toBe(false);
  });

  it('counts due, present, late and absent days up to today, from the join day, on workdays only', () => {
    const punches = new Map([
      ['2026-10-01', '05:50'],
      ['2026-10-02', '06:10'],
      ['2026-10-03', '06:00'], // a Saturday: not due, not counted
      ['2026-10-05', '05:59'],
    ]);
    expect(monthFigures('2026-10', '2026-10-06', person({ firstPunches: punches }))).toEqual({
      daysDue: 4,
      present: 3,
      late: 1,
      absent: 1,
      makeUps: 0,
      mealStopDays: 0,
    });
    // joined on the 5th: the days before are not due
    expect(monthFigures('2026-10', '2026-10-06', person({ firstPunches: punches, joinDate: '2026-10-05' }))).toMatchObject({
      daysDue: 2,
      present: 1,
      absent: 1,
    });
    // a future month is not yet due
    expect(monthFigures('2026-12', '2026-11-25', person())).toMatchObject({ daysDue: 0, absent: 0 });
  });

  it('counts meal-stop days of the whole month, overlapping its ends, and the make-ups given', () => {
    const figures = monthFigures(
      '2026-11',
      '2026-11-10',
      person({
        makeUps: 2,
        mealStops: [
          { start: '2026-10-28', end: '2026-11-02' },
          { start: '2026-11-29', end: '2026-12-03' },
        ],
      }),
    );
    expect(figures).toMatchObject({ makeUps: 2, mealStopDays: 4 });
  });
});
