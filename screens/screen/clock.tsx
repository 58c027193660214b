import { useEffect, useState } from 'react';

const two = (value: number) => String(value).padStart(2, '0');
export const clockText = (date: Date) =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
export const hhmm = (time: number) => {
  const date = new Date(time);
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
};

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
