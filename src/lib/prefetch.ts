import { mutate, preload, SWRConfig, unstable_serialize } from 'swr';

/** How long a prefetched answer waits for its page before it is dropped. */
export const UNCLAIMED_MS = 10_000;

/**
 * Asks for a page's data before the page is there (a screen's `prefetch`, started by the router while the page's code
 * loads): the first `useSWR` under the same key takes this request instead of making its own. Only for a key nobody
 * holds yet — a key in the cache is its page's business (a kept-alive tab, a revalidation) — and an answer no page
 * took within UNCLAIMED_MS is dropped, so it can never be shown later as fresh.
 */
export function prefetch(key: readonly unknown[], fetcher: () => Promise<unknown>): void {
  const { cache } = SWRConfig.defaultValue;
  const id = unstable_serialize(key);
  if (cache.get(id) !== undefined) return;
  const request = preload(key, fetcher);
  // a page that took the request holds the key in the cache; otherwise `mutate` drops the waiting answer
  const dropUnclaimed = () => setTimeout(() => cache.get(id) === undefined && void mutate(key), UNCLAIMED_MS);
  request.then(dropUnclaimed, dropUnclaimed);
}
