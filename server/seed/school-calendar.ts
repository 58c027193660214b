// The demo's school calendar (校历), pure: the weekdays outside the winter and summer breaks and the public holidays.
// The seed writes it into school_day from the first day of its records' year to a year past the day the data folder
// is made (a school's calendar is published ahead: the kitchen camera-event simulator and the demo clock run on it);
// the API tests read it to move the test clock onto a school day.

/** The winter break of a year (around the Spring Festival), MM-DD to MM-DD; other years take DEFAULT_WINTER. */
const WINTER: Record<number, readonly [string, string]> = {
  2025: ['01-18', '02-16'],
  2026: ['01-24', '02-22'],
  2027: ['01-23', '02-21'],
  2028: ['01-15', '02-13'],
};
const DEFAULT_WINTER = ['01-20', '02-20'] as const;
const SUMMER = ['07-11', '08-31'] as const;
/** The public holidays falling on weekdays: 2026's as published, other years' the fixed ones. */
const HOLIDAYS: Record<number, readonly string[]> = {
  2026: ['01-01', '04-06', '05-01', '05-04', '05-05', '06-19', '10-01', '10-02', '10-05', '10-06', '10-07'],
};
const DEFAULT_HOLIDAYS = ['01-01', '05-01', '05-02', '05-03', '05-04', '05-05', '10-01', '10-02', '10-03', '10-04', '10-05', '10-06', '10-07'];

const pad = (value: number) => String(value).padStart(2, '0');
/** A UTC date as YYYY-MM-DD. */
export const dayText = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
/** The day `count` days after `day` (YYYY-MM-DD; negative counts go back). */
export const addDays = (day: string, count: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return dayText(date);
};
/** The first day of the month `count` months after `day`'s (YYYY-MM-01). */
export const monthStart = (day: string, count = 0) => dayText(new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + count, 1)));

/** Whether `day` (YYYY-MM-DD) is a school day of the demo's calendar. */
export function isSchoolDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = Number(day.slice(0, 4));
  const md = day.slice(5);
  const [winterFrom, winterTo] = WINTER[year] ?? DEFAULT_WINTER;
  if (md >= winterFrom && md <= winterTo) return false;
  if (md >= SUMMER[0] && md <= SUMMER[1]) return false;
  return !(HOLIDAYS[year] ?? DEFAULT_HOLIDAYS).includes(md);
}

/** The school days from `first` to `last`, both included. */
export function schoolDaysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) if (isSchoolDay(day)) days.push(day);
  return days;
}
