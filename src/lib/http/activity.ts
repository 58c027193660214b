// How many requests of the one HTTP client are in flight, for the progress bar on long requests.
type Listener = (inFlight: number) => void;

const listeners = new Set<Listener>();
const counted = new WeakSet<object>();
let inFlight = 0;

const notify = () => listeners.forEach((listener) => listener(inFlight));

export function requestStarted(config: object): void {
  counted.add(config);
  inFlight += 1;
  notify();
}

/** Safe to call for any request: only one that was counted as started is counted as ended. */
export function requestEnded(config: object | undefined): void {
  if (!config || !counted.delete(config)) return;
  inFlight -= 1;
  notify();
}

export function onActivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
