import { useEffect, useState } from 'react';
import { formatDateTime, formatHourMinute } from '../../src/lib/time-zone';

/** The wall clock's text and the data's HH:mm, in the deployment's time zone (the data time's zone). */
export const clockText = (date: Date) => formatDateTime(date);
export const hhmm = (time: number) => formatHourMinute(time);

/** The wall clock: one timer, re-aligned to the next whole second so it never drifts or piles up. */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(new Date());
      timer = setTimeout(tick, 1_000 - (Date.now() % 1_000));
    };
    timer = setTimeout(tick, 1_000 - (Date.now() % 1_000));
    return () => clearTimeout(timer);
  }, []);
  return (
    <time className="bs-clock" data-testid="bs-clock" dateTime={now.toISOString()}>
      {clockText(now)}
    </time>
  );
}
