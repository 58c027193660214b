// Wall settings, kept per browser (each wall display is its own machine): polling interval and
// playlist dwell time, clamped to the ranges of docs/big-screen.md (#data, #playlist).
import { proxy, subscribe } from 'valtio';

const KEY = 'shian-bigscreen-settings';

export const POLL_RANGE = { min: 10, max: 60, default: 30 } as const;
export const DWELL_RANGE = { min: 10, max: 600, default: 30 } as const;

export const clamp = (value: unknown, range: { min: number; max: number; default: number }): number => {
  const number = Math.round(Number(value));
  return Number.isFinite(number) && value !== null && value !== '' ? Math.min(range.max, Math.max(range.min, number)) : range.default;
};

function load(): { pollSeconds: number; dwellSeconds: number } {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
  } catch {
    // a damaged entry: defaults
  }
  return { pollSeconds: clamp(stored.pollSeconds, POLL_RANGE), dwellSeconds: clamp(stored.dwellSeconds, DWELL_RANGE) };
}

export const wallSettings = proxy(load());
subscribe(wallSettings, () => localStorage.setItem(KEY, JSON.stringify(wallSettings)));

const override = (search: string, name: string, min: number) => {
  const value = Number(new URLSearchParams(search).get(name));
  return Number.isFinite(value) && value >= min ? value : undefined;
};

/**
 * The polling interval in ms. `?pollMs=` overrides it for benchmarks (the memory benchmark runs 1,500
 * refresh cycles, which would take hours at 10 s); it never goes below 200 ms.
 */
export const pollInterval = (search: string, seconds: number): number => override(search, 'pollMs', 200) ?? seconds * 1000;

/** The playlist dwell in ms; `?dwellMs=` (≥ 500) shortens it for the playlist memory benchmark. */
export const dwellTime = (search: string, seconds: number): number => override(search, 'dwellMs', 500) ?? seconds * 1000;
