import { sankeyOption } from '../panels/options';
import { readObject } from '../panels/read';
import type { ScreenDef } from '../screen/types';
import { chart, code, fixed, pieChart, rankingChart, seriesChart, table, yesNo } from './common';

interface Flow {
  nodes: { name: string }[];
  links: { source: string; target: string; value: number }[];
}

/** 食材溯源: can every ingredient be traced to a licensed supplier and a passed inspection? */
export const trace: ScreenDef = {
  id: 'trace',
  title: 'trace.title',
  kpis: [
    { key: 'batchesMonth', label: 'trace.kpi.batchesMonth', unit: 'unit.batches' },
    { key: 'traceableRate', label: 'trace.kpi.traceableRate', unit: 'unit.percent', alert: (value) => value !== null && value < 95 },
    { key: 'passRate', label: 'trace.kpi.passRate', unit: 'unit.percent', alert: (value) => value !== null && value < 98 },
    { key: 'suppliers', label: 'trace.kpi.suppliers', unit: 'unit.companies' },
    { key: 'weightMonth', label: 'trace.kpi.weightMonth', unit: 'unit.kg' },
  ],
  panels: [
    { id: 'category', title: 'trace.panel.category', at: [0, 0, 6, 4], body: pieChart('category', 'category', 'unit.kg') },
    {
      id: 'trend',
      title: 'trace.panel.trend',
      at: [6, 0, 10, 4],
      body: seriesChart(
        'trend',
        [
          { key: 'batches', label: 'trace.series.batches', type: 'bar', unit: 'unit.batches' },
          { key: 'passRate', label: 'trace.series.passRate', type: 'line', axis: 1, unit: 'unit.percent' },
        ],
        { short: true },
      ),
    },
    { id: 'inspection', title: 'trace.panel.inspection', at: [16, 0, 8, 4], body: pieChart('inspection', 'inspection', 'unit.batches') },
    {
      id: 'flow',
      title: 'trace.panel.flow',
      at: [0, 4, 10, 8],
      body: chart(({ stats, t }) => {
        const flow = readObject<Flow>(stats, 'flow', (value) => Array.isArray(value.nodes) && Array.isArray(value.links));
        return flow.links.length ? sankeyOption(flow.nodes, flow.links, t('unit.kg')) : null;
      }),
    },
    {
      id: 'supplierRanking',
      title: 'trace.panel.supplierRanking',
      at: [10, 4, 6, 8],
      body: rankingChart('supplierRanking', 'trace.series.batches', 'unit.batches'),
    },
    {
      id: 'latest',
      title: 'trace.panel.latest',
      at: [16, 4, 8, 8],
      body: table([
        { key: 'time', title: 'column.time', grow: 2 },
        { key: 'canteen', title: 'column.canteen', grow: 2 },
        { key: 'item', title: 'column.item' },
        { key: 'weightKg', title: 'column.weight', format: fixed(1) },
        { key: 'inspection', title: 'column.inspection', format: code('inspection'), alert: (value) => value === 'failed' },
        { key: 'traceable', title: 'column.traceable', format: yesNo('common.yes', 'common.no'), alert: (value) => value === false },
      ]),
    },
  ],
};
