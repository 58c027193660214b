// Reading one panel's data out of a statistics answer. A panel whose data is missing or malformed
// throws PanelDataError: that panel shows an error card, the others go on.
import type { Row, Pairs, Series, Statistics } from '../data/types';

export class PanelDataError extends Error {
  override name = 'PanelDataError';
}

const isNumberOrNull = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));

export function readSeries(stats: Statistics, key: string): Series {
  const value = stats.panels[key] as Series | undefined;
  const ok =
    value !== undefined &&
    Array.isArray(value.categories) &&
    Array.isArray(value.series) &&
    value.series.every(
      (item) =>
        typeof item?.key === 'string' && Array.isArray(item.values) && item.values.length === value.categories.length && item.values.every(isNumberOrNull),
    );
  if (!ok) throw new PanelDataError(key);
  return value;
}

export function readPairs(stats: Statistics, key: string): Pairs['items'] {
  const value = stats.panels[key] as Pairs | undefined;
  const ok = value !== undefined && Array.isArray(value.items) && value.items.every((item) => typeof item?.name === 'string' && isNumberOrNull(item.value));
  if (!ok) throw new PanelDataError(key);
  return value.items;
}

/** A panel's rows (`items` of records), as a table lists them. */
export function readRows(stats: Statistics, key: string): Row[] {
  const value = stats.panels[key] as { items?: unknown } | undefined;
  if (!value || !Array.isArray(value.items) || !value.items.every((item) => item !== null && typeof item === 'object')) throw new PanelDataError(key);
  return value.items as Row[];
}

export function readObject<T>(stats: Statistics, key: string, check: (value: T) => boolean): T {
  const value = stats.panels[key] as T | undefined;
  if (value === undefined || value === null || typeof value !== 'object' || !check(value)) throw new PanelDataError(key);
  return value;
}

export const valuesOf = (series: Series, key: string) => {
  const found = series.series.find((item) => item.key === key);
  if (!found) throw new PanelDataError(key);
  return found.values;
};
