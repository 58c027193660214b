// Building blocks of the six screen definitions: chart panels over a Series or Pairs of the answer, and
// table column formats. Labels are i18n keys of the `screens` namespace.
import type { TFunction } from 'i18next';
import type { Row } from '../data/types';
import { lineBarOption, pieOption, rankingOption } from '../panels/options';
import { readPairs, readSeries, valuesOf } from '../panels/read';
import type { PanelBody, PanelContext, TableColumn } from '../screen/types';

export const chart = (option: Extract<PanelBody, { kind: 'chart' }>['option']): PanelBody => ({ kind: 'chart', option });
export const table = (columns: TableColumn[], source?: string): PanelBody => ({ kind: 'table', columns, ...(source ? { source } : {}) });

export interface Line {
  key: string;
  label: string;
  type: 'line' | 'bar';
  axis?: 0 | 1;
  unit?: string;
  dashed?: boolean;
  stack?: string;
}

/** A line/bar chart of one Series panel; `short` drops the year from 'YYYY-MM' categories. */
export const seriesChart = (key: string, lines: Line[], options: { short?: boolean; rotate?: number; scale?: boolean } = {}) =>
  chart(({ stats, t }) => {
    const series = readSeries(stats, key);
    if (series.categories.length === 0) return null;
    const categories = options.short ? series.categories.map((category) => category.replace(/^\d{4}-/, '')) : series.categories;
    return lineBarOption(
      categories,
      lines.map((line) => ({ ...line, name: t(line.label), values: valuesOf(series, line.key), unit: line.unit ? t(line.unit) : '' })),
      { rotate: options.rotate, scale: options.scale },
    );
  });

/** Names that are codes (violation types, categories, roles) are shown through the catalogue. */
const named = ({ stats, t }: PanelContext, key: string, codes?: string) =>
  readPairs(stats, key).map((item) => ({ name: codes ? t(`${codes}.${item.name}`, { defaultValue: item.name }) : item.name, value: item.value }));

export const rankingChart = (key: string, label: string, unit?: string, limit = 10) =>
  chart((context) => {
    const items = named(context, key);
    return items.length ? rankingOption(items, context.t(label), unit ? context.t(unit) : '', limit) : null;
  });

export const pieChart = (key: string, codes?: string, unit?: string) =>
  chart((context) => {
    const items = named(context, key, codes);
    return items.some((item) => (item.value ?? 0) > 0) ? pieOption(items, unit ? context.t(unit) : '') : null;
  });

type Format = NonNullable<TableColumn['format']>;
export const code =
  (prefix: string): Format =>
  (value, _row: Row, t: TFunction) =>
    value === null ? '—' : t(`${prefix}.${String(value)}`, { defaultValue: String(value) });
export const yesNo =
  (yes: string, no: string): Format =>
  (value, _row, t) =>
    t(value ? yes : no);
export const fixed =
  (digits: number, unit = ''): Format =>
  (value, _row, t) =>
    typeof value === 'number' ? `${value.toFixed(digits)}${unit ? t(unit) : ''}` : '—';
