import type { ScreenDef } from '../screen/types';
import { code, pieChart, rankingChart, seriesChart, table, yesNo } from './common';

/** 明厨亮灶: are kitchens visible and clean right now? */
export const kitchen: ScreenDef = {
  id: 'kitchen',
  title: 'kitchen.title',
  kpis: [
    { key: 'camerasOnline', label: 'kitchen.kpi.camerasOnline', unit: 'unit.cameras' },
    { key: 'camerasTotal', label: 'kitchen.kpi.camerasTotal', unit: 'unit.cameras' },
    { key: 'onlineRate', label: 'kitchen.kpi.onlineRate', unit: 'unit.percent', alert: (value) => value !== null && value < 90 },
    { key: 'alertsMonth', label: 'kitchen.kpi.alertsMonth', unit: 'unit.times' },
    { key: 'handledRate', label: 'kitchen.kpi.handledRate', unit: 'unit.percent', alert: (value) => value !== null && value < 80 },
    // the canteens' ledgers today (晨检, 留样, …), and the meals served without all their samples two hours on
    { key: 'ledgersToday', label: 'kitchen.kpi.ledgersToday', unit: 'unit.percent', alert: (value) => value !== null && value < 80 },
    { key: 'lateMeals', label: 'kitchen.kpi.lateMeals', unit: 'unit.times', alert: (value) => value !== null && value > 0 },
    { key: 'unfitChecks', label: 'kitchen.kpi.unfitChecks', unit: 'unit.people', alert: (value) => value !== null && value > 0 },
  ],
  panels: [
    { id: 'byType', title: 'kitchen.panel.byType', at: [0, 0, 7, 4], body: pieChart('byType', 'kitchen.violation', 'unit.times') },
    {
      id: 'trend',
      title: 'kitchen.panel.trend',
      at: [7, 0, 10, 4],
      body: seriesChart('trend', [
        { key: 'alerts', label: 'kitchen.series.alerts', type: 'bar', unit: 'unit.times' },
        { key: 'handled', label: 'kitchen.series.handled', type: 'line', unit: 'unit.times' },
      ]),
    },
    { id: 'ranking', title: 'kitchen.panel.ranking', at: [17, 0, 7, 6], body: rankingChart('ranking', 'kitchen.series.alerts', 'unit.times') },
    {
      id: 'ledgers',
      title: 'kitchen.panel.ledgers',
      at: [17, 6, 7, 6],
      body: table(
        [
          { key: 'canteen', title: 'column.canteen', grow: 3 },
          { key: 'done', title: 'column.ledgerDone' },
          { key: 'owed', title: 'column.ledgerOwed' },
          {
            key: 'rate',
            title: 'column.ledgerRate',
            format: (value) => (value === null ? '—' : `${String(value)}%`),
            alert: (value) => typeof value === 'number' && value < 80,
          },
          { key: 'late', title: 'column.lateMeals', grow: 2, alert: (value) => Boolean(value) },
        ],
        'ledgers',
      ),
    },
    {
      id: 'online',
      title: 'kitchen.panel.monthly',
      at: [0, 4, 7, 4],
      body: seriesChart('online', [{ key: 'alerts', label: 'kitchen.series.alerts', type: 'line', unit: 'unit.times' }], { short: true }),
    },
    { id: 'cameras', title: 'kitchen.panel.cameras', at: [7, 4, 10, 4], body: { kind: 'cameras' } },
    {
      id: 'latest',
      title: 'kitchen.panel.latest',
      at: [0, 8, 17, 4],
      body: table([
        { key: 'time', title: 'column.time', grow: 2 },
        { key: 'canteen', title: 'column.canteen', grow: 3 },
        { key: 'camera', title: 'column.camera', grow: 2 },
        { key: 'type', title: 'column.violation', grow: 2, format: code('kitchen.violation') },
        { key: 'handled', title: 'column.handled', format: yesNo('kitchen.handled', 'kitchen.unhandled'), alert: (value) => value === false },
      ]),
    },
  ],
};
