import type { ComponentType } from 'react';

const RELOADED = 'shian-chunk-reloaded';
/** A reload this recent still counts: the pages loaded on the way back (e.g. /login) must not reset it. */
const RELOAD_MEMORY_MS = 30_000;

const reloadedRecently = () => Date.now() - Number(sessionStorage.getItem(RELOADED) ?? 0) < RELOAD_MEMORY_MS;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * A chunk that failed to load (a new release replaced it, or the network dropped) reloads the page once; if it fails
 * again the error reaches the route's error element, which shows the /500 page with a retry.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    const loaded = await load();
    if (!reloadedRecently()) sessionStorage.removeItem(RELOADED);
    return loaded;
  } catch (cause) {
    if (!reloadedRecently()) {
      sessionStorage.setItem(RELOADED, String(Date.now()));
      window.location.reload();
      return new Promise<never>(() => undefined);
    }
    throw new ChunkLoadError(cause instanceof Error ? cause.message : String(cause));
  }
}

/** A lazy route: its page's chunk, under the rule of `loadChunk`. */
export function lazyRoute(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await loadChunk(load) });
}

export function retryAfterChunkError(): void {
  sessionStorage.removeItem(RELOADED);
  window.location.reload();
}
