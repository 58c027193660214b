// The wire shapes of the statistics endpoints (server/modules/statistics.ts, documented in its OpenAPI).

export const SCREEN_IDS = ['kitchen', 'trace', 'rice', 'frozen', 'cost', 'meal'] as const;
export type ScreenId = (typeof SCREEN_IDS)[number];
export const isScreenId = (value: unknown): value is ScreenId => typeof value === 'string' && (SCREEN_IDS as readonly string[]).includes(value);

export interface Series {
  categories: string[];
  series: { key: string; values: (number | null)[] }[];
}

export interface Pairs {
  items: { name: string; value: number }[];
}

export type Row = Record<string, string | number | boolean | null>;

export interface Statistics {
  /** `schoolList`: the schools of the caller's whole scope, for the school filter. */
  scope: { name: string; schools: number; canteens: number; schoolList?: { id: string; name: string }[] };
  month: string;
  dataTime: string;
  kpis: Record<string, number | null>;
  panels: Record<string, unknown>;
  latest: Row[];
}

export interface SavedLayout {
  schemaVersion: number;
  layout: LayoutItem[];
  version: number;
  updateTime: string;
}

export interface LayoutItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
