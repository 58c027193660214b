import type { TFunction } from 'i18next';

/** Workdays as people say them: 周一至周五, 周一至周六, 每天, or the days listed (周一、周三). */
export function workdaysText(days: number[], t: TFunction<'attendance'>): string {
  const sorted = [...days].sort((a, b) => a - b);
  if (sorted.length === 7) return t('attendance:weekdays.everyDay');
  const consecutive = sorted.length >= 3 && sorted.every((day, index) => index === 0 || day === sorted[index - 1]! + 1);
  if (consecutive) return t('attendance:weekdays.range', { from: t(`weekday.${sorted[0]}`), to: t(`weekday.${sorted[sorted.length - 1]}`) });
  return sorted.map((day) => t(`weekday.${day}`)).join(t('attendance:weekdays.separator'));
}
