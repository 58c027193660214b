// 商户配送监管's pure wording helpers, shared by its pages and unit-tested (tests/unit/merchant-format.test.ts).
import type { DeliveryRow } from '../types';

/** A rate in percent with one decimal as shown: 97.5 → '97.5%', 100 → '100.0%'; null (nothing inspected) → '—'. */
export const formatRate = (rate: number | null): string => (rate === null ? '—' : `${rate.toFixed(1)}%`);

/** A temperature in °C with one decimal: −5 → '-5.0'. */
export const formatTemp = (celsius: number): string => celsius.toFixed(1);

/** The findings of an order, in the order the screen lists them (the issue filter's names). */
export type Flag = 'late' | 'coldChain' | 'refused' | 'partly' | 'emergency';

export function flagsOf(row: Pick<DeliveryRow, 'lateDays' | 'excursions' | 'refusedLines' | 'partlyLines' | 'emergency'>): Flag[] {
  const flags: Flag[] = [];
  if (row.lateDays > 0) flags.push('late');
  if (row.excursions > 0) flags.push('coldChain');
  if (row.refusedLines > 0) flags.push('refused');
  if (row.partlyLines > 0) flags.push('partly');
  if (row.emergency) flags.push('emergency');
  return flags;
}

/** How a paper's days left read: lapsed, due today, or still to run (the catalogue's key and its count). */
export function daysLeftKey(daysLeft: number): { key: 'warning.overdue' | 'warning.today' | 'warning.left'; count: number } {
  if (daysLeft < 0) return { key: 'warning.overdue', count: -daysLeft };
  if (daysLeft === 0) return { key: 'warning.today', count: 0 };
  return { key: 'warning.left', count: daysLeft };
}
