import type { ScreenDef } from '../screen/types';
import { fixed, pieChart, rankingChart, seriesChart, table } from './common';

/** 大米价格: is anyone paying above the capped rice price? */
export const rice: ScreenDef = {
  id: 'rice',
  title: 'rice.title',
  kpis: [
    {
      key: 'avgPrice',
      label: 'rice.kpi.avgPrice',
      unit: 'unit.yuanPerKg',
      alert: (value, kpis) => value !== null && kpis.cap !== null && kpis.cap !== undefined && value > kpis.cap,
    },
    { key: 'cap', label: 'rice.kpi.cap', unit: 'unit.yuanPerKg' },
    { key: 'overCapBatches', label: 'rice.kpi.overCapBatches', unit: 'unit.batches', alert: (value) => value !== null && value > 0 },
    { key: 'overCapShare', label: 'rice.kpi.overCapShare', unit: 'unit.percent' },
    { key: 'riceWeight', label: 'rice.kpi.riceWeight', unit: 'unit.kg' },
  ],
  panels: [
    {
      id: 'trend',
      title: 'rice.panel.trend',
      at: [0, 0, 12, 5],
      body: seriesChart(
        'trend',
        [
          { key: 'avgPrice', label: 'rice.series.avgPrice', type: 'line', unit: 'unit.yuanPerKg' },
          { key: 'maxPrice', label: 'rice.series.maxPrice', type: 'line', unit: 'unit.yuanPerKg' },
          { key: 'cap', label: 'rice.series.cap', type: 'line', unit: 'unit.yuanPerKg', dashed: true },
        ],
        { short: true, scale: true },
      ),
    },
    { id: 'distribution', title: 'rice.panel.distribution', at: [12, 0, 6, 5], body: pieChart('distribution', undefined, 'unit.batches') },
    { id: 'suppliers', title: 'rice.panel.suppliers', at: [18, 0, 6, 5], body: rankingChart('suppliers', 'rice.series.overCap', 'unit.batches') },
    { id: 'ranking', title: 'rice.panel.ranking', at: [0, 5, 10, 7], body: rankingChart('ranking', 'rice.series.avgPrice', 'unit.yuanPerKg', 15) },
    {
      id: 'latest',
      title: 'rice.panel.latest',
      at: [10, 5, 14, 7],
      body: table([
        { key: 'time', title: 'column.time', grow: 2 },
        { key: 'canteen', title: 'column.canteen', grow: 3 },
        { key: 'supplier', title: 'column.supplier', grow: 3 },
        { key: 'unitPrice', title: 'column.unitPrice', format: fixed(2), alert: () => true },
        { key: 'cap', title: 'column.cap', format: fixed(2) },
        { key: 'weightKg', title: 'column.weight', format: fixed(1) },
      ]),
    },
  ],
};
