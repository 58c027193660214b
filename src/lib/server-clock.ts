// The app clock as the server keeps it (GET /api/shian/clock): the database's clock, which the demo data's
// `npm run demo -- clock` and the tests may move ahead. Countdowns run on it, not on the browser's clock, so a
// deadline reads the same as the server will judge it, whatever the browser's own clock says.
import useSWR from 'swr';
import { http, type R } from './http';
import { keyFamily } from './swr-keys';
import { zonedDay } from './time-zone';

interface ServerClock {
  now: number;
  offsetSeconds: number;
  demo: boolean;
}

export const serverClockKeys = keyFamily<[]>('server-clock');

/** How far the app clock runs from this browser's, in ms, measured at the middle of the round trip. */
async function fetchOffset(): Promise<number> {
  const sent = Date.now();
  const { data } = await http.get<R<ServerClock>>('/api/shian/clock', { silent: true });
  return data.data.now - (sent + Date.now()) / 2;
}

/** The offset of the app clock from the browser's (ms): 0 until known, and where a backend has no such call. */
export function useServerClockOffset(): number {
  const { data } = useSWR(serverClockKeys.key(), fetchOffset, { revalidateOnFocus: false, dedupingInterval: 60_000, shouldRetryOnError: false });
  return data ?? 0;
}

/** The app clock's day (the server's, which tests and the demo may move), YYYY-MM-DD in the deployment's zone. */
export function useToday(): string {
  const offset = useServerClockOffset();
  return zonedDay(Date.now() + offset);
}
