// The monthly attendance figures of one person (考勤统计), from their group's shifts and workdays and their punches
// (docs/product-rules.md#attendance). Pure, so the rules are tested without a database:
// - due: a workday of the group from the day they joined it, up to today (a later day is not yet due);
// - present: a due day with a punch (a device's or an approved make-up's); absent: a due day without one;
// - late: a present day whose first punch is after the start of its shift — a fixed group's first shift; in a
//   scheduled group the shift whose start is nearest the punch (the one they came for); free hours are never late;
// - make-ups: approved make-ups of days of the month; meal-stop days: days of the month under an active meal stop.
import { GROUP_TYPES, type Shift } from './input.ts';

export interface PersonMonth {
  groupType: number;
  shifts: Shift[];
  workdays: number[];
  /** YYYY-MM-DD */
  joinDate: string;
  /** day (YYYY-MM-DD) → the first punch's time that day (HH:mm) */
  firstPunches: ReadonlyMap<string, string>;
  makeUps: number;
  mealStops: readonly { start: string; end: string }[];
}

export interface MonthFigures {
  daysDue: number;
  present: number;
  late: number;
  absent: number;
  makeUps: number;
  mealStopDays: number;
}

const pad = (value: number) => String(value).padStart(2, '0');
const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The days of a month (YYYY-MM) with their ISO weekday (1 Monday … 7 Sunday). */
export function daysOf(month: string): { day: string; weekday: number }[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, monthNumber - 1, index + 1));
    return { day: `${month}-${pad(index + 1)}`, weekday: date.getUTCDay() || 7 };
  });
}

/** Whether a first punch at `clock` (HH:mm) is late for the group. */
export function isLate(groupType: number, shifts: readonly Shift[], clock: string): boolean {
  if (groupType === GROUP_TYPES.free || !shifts.length) return false;
  const at = minutes(clock);
  if (groupType === GROUP_TYPES.fixed) return at > minutes(shifts[0]!.start);
  const nearest = shifts.reduce((best, shift) => (Math.abs(minutes(shift.start) - at) < Math.abs(minutes(best.start) - at) ? shift : best));
  return at > minutes(nearest.start);
}

export function monthFigures(month: string, today: string, person: PersonMonth): MonthFigures {
  let daysDue = 0;
  let present = 0;
  let late = 0;
  let mealStopDays = 0;
  for (const { day, weekday } of daysOf(month)) {
    if (person.mealStops.some((stop) => stop.start <= day && day <= stop.end)) mealStopDays += 1;
    if (day > today || day < person.joinDate || !person.workdays.includes(weekday)) continue;
    daysDue += 1;
    const first = person.firstPunches.get(day);
    if (first === undefined) continue;
    present += 1;
    if (isLate(person.groupType, person.shifts, first)) late += 1;
  }
  return { daysDue, present, late, absent: daysDue - present, makeUps: person.makeUps, mealStopDays };
}
