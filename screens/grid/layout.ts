// The layout model of a screen (docs/big-screen.md#layout): `{ i, x, y, w, h }` on a 24-column grid.
// Pure functions, unit-tested: merging a saved layout with the screen's panels, and reading an imported file.
import type { LayoutItem, ScreenId } from '../data/types';

export const COLS = 24;
export const ROWS = 12;
export const SCHEMA_VERSION = 1;
export const FILE_KIND = 'shian-bigscreen-layout';

export interface LayoutFile {
  kind: typeof FILE_KIND;
  schemaVersion: number;
  screen: ScreenId;
  layout: LayoutItem[];
}

const pick = ({ i, x, y, w, h }: LayoutItem): LayoutItem => ({ i, x, y, w, h });

/**
 * What the grid shows: the saved position of every panel the screen has, and the default position of
 * panels the saved layout does not know (a panel added by a later release); unknown ids are dropped.
 */
export function mergeLayout(defaults: LayoutItem[], saved: LayoutItem[] | null | undefined): LayoutItem[] {
  if (!saved?.length) return defaults.map(pick);
  const byId = new Map(saved.map((item) => [item.i, item]));
  return defaults.map((item) => pick(byId.get(item.i) ?? item));
}

export const sameLayout = (a: LayoutItem[], b: LayoutItem[]) =>
  a.length === b.length &&
  a.every((item) => {
    const other = b.find((candidate) => candidate.i === item.i);
    return other !== undefined && other.x === item.x && other.y === item.y && other.w === item.w && other.h === item.h;
  });

export type ImportResult = { ok: true; layout: LayoutItem[] } | { ok: false; reason: 'json' | 'kind' | 'version' | 'screen' | 'items' };

const isInt = (value: unknown, min: number): value is number => Number.isInteger(value) && (value as number) >= min;

function validItem(value: unknown, panelIds: ReadonlySet<string>): value is LayoutItem {
  if (!value || typeof value !== 'object') return false;
  const { i, x, y, w, h } = value as Record<string, unknown>;
  return typeof i === 'string' && panelIds.has(i) && isInt(x, 0) && isInt(y, 0) && isInt(w, 1) && isInt(h, 1) && x + w <= COLS && y + h <= 200;
}

/** Reads an exported layout file for `screen`; any defect refuses the whole file (the current layout stays). */
export function parseLayoutFile(text: string, screen: ScreenId, panelIds: readonly string[]): ImportResult {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'json' };
  }
  if (!file || typeof file !== 'object' || (file as LayoutFile).kind !== FILE_KIND) return { ok: false, reason: 'kind' };
  const { schemaVersion, layout } = file as LayoutFile;
  if (schemaVersion !== SCHEMA_VERSION) return { ok: false, reason: 'version' };
  if ((file as LayoutFile).screen !== screen) return { ok: false, reason: 'screen' };
  const ids = new Set(panelIds);
  if (!Array.isArray(layout) || layout.length === 0 || layout.length > 40) return { ok: false, reason: 'items' };
  if (!layout.every((item) => validItem(item, ids))) return { ok: false, reason: 'items' };
  if (new Set(layout.map((item) => item.i)).size !== layout.length) return { ok: false, reason: 'items' };
  return { ok: true, layout: layout.map(pick) };
}

export function layoutFile(screen: ScreenId, layout: LayoutItem[]): LayoutFile {
  return { kind: FILE_KIND, schemaVersion: SCHEMA_VERSION, screen, layout: layout.map(pick) };
}

const collide = (a: LayoutItem, b: LayoutItem) => a.i !== b.i && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** No two panels overlap and every panel is on the grid (what any edit must leave). */
export const isTidy = (layout: LayoutItem[]) =>
  layout.every((item) => item.x >= 0 && item.y >= 0 && item.x + item.w <= COLS && layout.every((other) => !collide(item, other)));
