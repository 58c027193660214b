// Times the console shows are in the deployment's time zone (the server's TIME_ZONE setting, sent with
// /api/shian/settings), whatever the browser's: a wall in a UTC browser shows the same clock as the data
// time beside it. Until the settings arrive, the default of the reference server.
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

let zone = DEFAULT_TIME_ZONE;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Takes the deployment's time zone; a name the browser does not know is ignored (the default stays). */
export function setTimeZone(value: unknown): void {
  if (typeof value !== 'string' || !value) return;
  try {
    formatOf(value);
    zone = value;
  } catch {
    /* not a time zone this browser knows */
  }
}

export const timeZone = () => zone;

export interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The calendar and clock parts of a moment in the deployment's time zone, zero-padded. */
export function zonedParts(moment: Date | number = Date.now()): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatOf(zone).formatToParts(moment)) parts[part.type] = part.value;
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** `YYYY-MM-DD HH:mm:ss` in the deployment's time zone. */
export const formatDateTime = (moment: Date | number = Date.now()) => {
  const p = zonedParts(moment);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
};

/** `HH:mm` in the deployment's time zone. */
export const formatHourMinute = (moment: Date | number = Date.now()) => {
  const p = zonedParts(moment);
  return `${p.hour}:${p.minute}`;
};

/** `YYYY-MM-DD`: the day it is in the deployment's time zone. */
export const zonedDay = (moment: Date | number = Date.now()) => {
  const p = zonedParts(moment);
  return `${p.year}-${p.month}-${p.day}`;
};

/** `YYYY-MM`: the month it is in the deployment's time zone. */
export const zonedMonth = (moment: Date | number = Date.now()) => {
  const p = zonedParts(moment);
  return `${p.year}-${p.month}`;
};
