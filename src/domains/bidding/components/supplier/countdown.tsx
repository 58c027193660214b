import { useEffect, useMemo, useState } from 'react';
import { useServerClockOffset } from '../../../../lib/server-clock';
import { useTranslation } from 'react-i18next';
import '../../pages/supplier/i18n';
import { secondsUntil } from './format';

const DAY = 86_400;
const HOUR = 3600;

/** The browser's time now, refreshed every `intervalMs` while mounted. */
function useNow(intervalMs = 1000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Seconds as 2天3小时 / 3小时12分 / 12分30秒. */
export function useDuration() {
  const { t } = useTranslation('bidding-supplier');
  return (seconds: number) => {
    const d = Math.floor(seconds / DAY);
    const h = Math.floor((seconds % DAY) / HOUR);
    const m = Math.floor((seconds % HOUR) / 60);
    const s = seconds % 60;
    if (d > 0) return t('countdown.days', { d, h });
    if (h > 0) return t('countdown.hours', { h, m });
    return t('countdown.minutes', { m, s });
  };
}

interface Props {
  /** The deadline as the server wrote it (deployment time zone)… */
  until?: string;
  /** …or the seconds left as the server counted them when the row was read. */
  seconds?: number;
  /** Shown only when fewer seconds than this are left (and not yet passed). */
  within?: number;
  /** What a passed deadline reads (nothing when absent). */
  passedLabel?: string;
  testId?: string;
}

/** A live countdown to a deadline: 剩余 2天3小时, then the passed label. */
export function Countdown({ until, seconds, within = Number.POSITIVE_INFINITY, passedLabel, testId }: Props) {
  const { t } = useTranslation('bidding-supplier');
  const duration = useDuration();
  const now = useNow();
  // a deadline the server wrote is read on the app clock (the server's, which the demo clock may move); a count
  // the server made on that clock is anchored to when it arrived
  const offset = useServerClockOffset();
  const deadline = useMemo(() => (seconds === undefined ? undefined : Date.now() + seconds * 1000), [seconds]);
  const left = deadline !== undefined ? Math.floor((deadline - now) / 1000) : until ? secondsUntil(until, now + offset) : Number.NaN;
  if (Number.isNaN(left) || left >= within) return null;
  if (left <= 0)
    return passedLabel ? (
      <span className="bidding-countdown bidding-countdown-passed" data-testid={testId}>
        {passedLabel}
      </span>
    ) : null;
  return (
    <span className={`bidding-countdown${left < DAY ? ' bidding-countdown-soon' : ''}`} data-testid={testId} data-volatile>
      {t('countdown.left', { time: duration(left) })}
    </span>
  );
}
