import type { ScreenDef } from '../screen/types';
import { code, pieChart, rankingChart, seriesChart, table } from './common';

/** 陪餐: do school leaders eat with the students, as required? */
export const meal: ScreenDef = {
  id: 'meal',
  title: 'meal.title',
  kpis: [
    { key: 'recordsMonth', label: 'meal.kpi.recordsMonth', unit: 'unit.records' },
    { key: 'coverage', label: 'meal.kpi.coverage', unit: 'unit.percent', alert: (value) => value !== null && value < 90 },
    { key: 'schoolsCovered', label: 'meal.kpi.schoolsCovered', unit: 'unit.schools' },
    { key: 'avgRating', label: 'meal.kpi.avgRating', unit: 'unit.points' },
  ],
  panels: [
    { id: 'byRole', title: 'meal.panel.byRole', at: [0, 0, 7, 5], body: pieChart('byRole', 'meal.role', 'unit.records') },
    {
      id: 'trend',
      title: 'meal.panel.trend',
      at: [7, 0, 10, 5],
      body: seriesChart(
        'trend',
        [
          { key: 'records', label: 'meal.series.records', type: 'bar', unit: 'unit.records' },
          { key: 'coverage', label: 'meal.series.coverage', type: 'line', axis: 1, unit: 'unit.percent' },
        ],
        { short: true },
      ),
    },
    { id: 'ranking', title: 'meal.panel.ranking', at: [17, 0, 7, 5], body: rankingChart('ranking', 'meal.series.coverage', 'unit.percent', 12) },
    { id: 'ratings', title: 'meal.panel.ratings', at: [0, 5, 7, 7], body: pieChart('ratings', 'meal.rating', 'unit.records') },
    {
      id: 'latest',
      title: 'meal.panel.latest',
      at: [7, 5, 17, 7],
      body: table([
        { key: 'date', title: 'column.date', grow: 2 },
        { key: 'school', title: 'column.school', grow: 3 },
        { key: 'companion', title: 'column.companion' },
        { key: 'role', title: 'column.role', format: code('meal.role') },
        { key: 'meal', title: 'column.meal', format: code('meal.meal') },
        { key: 'rating', title: 'column.rating', alert: (value) => typeof value === 'number' && value <= 2 },
        { key: 'remarks', title: 'column.remarks', grow: 4 },
      ]),
    },
  ],
};
