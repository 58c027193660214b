import { gaugeOption, lineBarOption } from '../panels/options';
import { readObject, readSeries, valuesOf } from '../panels/read';
import type { ScreenDef } from '../screen/types';
import { chart, fixed, pieChart, seriesChart, table } from './common';

/** 冷冻食材占比: are canteens relying too much on frozen food? */
export const frozen: ScreenDef = {
  id: 'frozen',
  title: 'frozen.title',
  kpis: [
    {
      key: 'frozenShare',
      label: 'frozen.kpi.frozenShare',
      unit: 'unit.percent',
      alert: (value, kpis) => value !== null && kpis.threshold != null && value > kpis.threshold,
    },
    { key: 'threshold', label: 'frozen.kpi.threshold', unit: 'unit.percent' },
    { key: 'canteensOver', label: 'frozen.kpi.canteensOver', unit: 'unit.canteens', alert: (value) => value !== null && value > 0 },
    { key: 'frozenWeight', label: 'frozen.kpi.frozenWeight', unit: 'unit.kg' },
    { key: 'totalWeight', label: 'frozen.kpi.totalWeight', unit: 'unit.kg' },
  ],
  panels: [
    {
      id: 'gauge',
      title: 'frozen.panel.gauge',
      at: [0, 0, 6, 5],
      body: chart(({ stats, t }) => {
        const gauge = readObject<{ value: number | null; threshold: number }>(stats, 'gauge', (value) => typeof value.threshold === 'number');
        return gaugeOption(gauge.value, gauge.threshold, t('frozen.series.share'));
      }),
    },
    {
      id: 'perCanteen',
      title: 'frozen.panel.perCanteen',
      at: [6, 0, 18, 5],
      body: chart(({ stats, t }) => {
        const series = readSeries(stats, 'perCanteen');
        if (!series.categories.length) return null;
        const threshold = stats.kpis.threshold ?? null;
        return lineBarOption(
          series.categories,
          [
            { name: t('frozen.series.share'), values: valuesOf(series, 'share'), type: 'bar', unit: '%' },
            { name: t('frozen.series.threshold'), values: series.categories.map(() => threshold), type: 'line', unit: '%', dashed: true },
          ],
          { rotate: 35 },
        );
      }),
    },
    {
      id: 'trend',
      title: 'frozen.panel.trend',
      at: [0, 5, 8, 7],
      body: seriesChart('trend', [{ key: 'share', label: 'frozen.series.share', type: 'line', unit: 'unit.percent' }], { short: true }),
    },
    { id: 'categories', title: 'frozen.panel.categories', at: [8, 5, 7, 7], body: pieChart('categories', 'category', 'unit.kg') },
    {
      id: 'latest',
      title: 'frozen.panel.latest',
      at: [15, 5, 9, 7],
      body: table([
        { key: 'canteen', title: 'column.canteen', grow: 3 },
        { key: 'share', title: 'column.share', format: fixed(1, 'unit.percent'), alert: () => true },
        { key: 'frozenKg', title: 'column.frozenKg', format: fixed(1) },
        { key: 'totalKg', title: 'column.totalKg', format: fixed(1) },
      ]),
    },
  ],
};
