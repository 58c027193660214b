// How the nutrition screens write a figure: a number as it is, "Tr" as 微量 (trace), a figure not measured as 缺失 —
// never as 0.
import type { TFunction } from 'i18next';
import type { Figure } from './api';

export function figureText(value: Figure | undefined, t: TFunction): string {
  if (value === null || value === undefined) return t('nutrition:missing');
  if (value === 'Tr') return t('nutrition:trace');
  return String(value);
}

/** The Monday of the week containing `day` (YYYY-MM-DD). */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

export const LIGHT_COLOR = { green: 'green', yellow: 'orange', red: 'red', none: 'gray' } as const;

/** The day `days` after `day` (YYYY-MM-DD; negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A figure as the revision dialog's text field holds it: empty for 缺失, "Tr" for trace, else the number. */
export function figureInput(value: Figure | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The figure a revision field's text names: empty → null (缺失), "Tr" → trace, a number ≥ 0; anything else undefined (refused). */
export function parseFigure(text: string | undefined): Figure | undefined {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  if (trimmed.toLowerCase() === 'tr') return 'Tr';
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 && /^\d+(\.\d+)?$/.test(trimmed) ? value : undefined;
}

/** A form rule: a reason of spaces only is no reason (the server asks for one too: 请输入修订原因). */
export const reasonRule = (message: string) => (value: string | undefined, callback: (error?: string) => void) => callback(value?.trim() ? undefined : message);
