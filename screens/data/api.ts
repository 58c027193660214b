import { http, isHttpError, type R } from '../../src/lib/http';
import type { LayoutItem, SavedLayout, ScreenId, Statistics } from './types';

export interface StatisticsQuery {
  month?: string;
  schoolId?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole answer without kpis or panels cannot be drawn: it counts as a failed poll (the last good data stays). */
export class MalformedStatistics extends Error {
  override name = 'MalformedStatistics';
}

/**
 * One screen's figures. The timeout is the caller's: a statistics request must end within the polling
 * interval, or SWR would wait for it (the console's general timeout is 1,000,000 ms).
 */
export async function fetchStatistics(screen: ScreenId, query: StatisticsQuery, timeout: number): Promise<Statistics> {
  const { data } = await http.get<R<Statistics>>(`/api/shian/statistics/${screen}`, { params: query, timeout, silent: true });
  const stats = data.data;
  if (!isObject(stats) || !isObject(stats.kpis) || !isObject(stats.panels)) throw new MalformedStatistics(screen);
  return { ...stats, latest: Array.isArray(stats.latest) ? stats.latest : [] };
}

/** The layout this user saved for a screen; null when none (or the backend has no layout endpoint: 404). */
export async function fetchLayout(screen: ScreenId): Promise<SavedLayout | null> {
  try {
    const { data } = await http.get<R<SavedLayout | null>>(`/api/shian/bigscreen/layout/${screen}`, { silent: true });
    return data.data ?? null;
  } catch (error) {
    if (isHttpError(error) && error.code === 404) return null;
    throw error;
  }
}

/** Saves over the version the wall loaded (0: none saved yet); a 409 means another window or machine saved first. */
export async function saveLayout(screen: ScreenId, layout: LayoutItem[], schemaVersion: number, version: number): Promise<SavedLayout> {
  const { data } = await http.put<R<SavedLayout>>(`/api/shian/bigscreen/layout/${screen}`, { schemaVersion, version, layout }, { silent: true });
  return data.data;
}

export async function resetLayout(screen: ScreenId): Promise<void> {
  await http.delete(`/api/shian/bigscreen/layout/${screen}`, { silent: true });
}
