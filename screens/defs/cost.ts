import type { ScreenDef } from '../screen/types';
import { fixed, rankingChart, seriesChart, table } from './common';

/** 食材成本: is the meal fee spent on food? */
export const cost: ScreenDef = {
  id: 'cost',
  title: 'cost.title',
  kpis: [
    { key: 'costPerMeal', label: 'cost.kpi.costPerMeal', unit: 'unit.yuanPerMeal' },
    {
      key: 'foodRatio',
      label: 'cost.kpi.foodRatio',
      unit: 'unit.percent',
      alert: (value, kpis) => value !== null && kpis.requiredRatio != null && value < kpis.requiredRatio,
    },
    { key: 'requiredRatio', label: 'cost.kpi.requiredRatio', unit: 'unit.percent' },
    { key: 'completeness', label: 'cost.kpi.completeness', unit: 'unit.percent', alert: (value) => value !== null && value < 100 },
    { key: 'canteensBelow', label: 'cost.kpi.canteensBelow', unit: 'unit.canteens', alert: (value) => value !== null && value > 0 },
  ],
  panels: [
    {
      id: 'trend',
      title: 'cost.panel.trend',
      at: [0, 0, 12, 5],
      body: seriesChart(
        'trend',
        [
          { key: 'costPerMeal', label: 'cost.series.costPerMeal', type: 'bar', unit: 'unit.yuanPerMeal' },
          { key: 'foodRatio', label: 'cost.series.foodRatio', type: 'line', axis: 1, unit: 'unit.percent' },
        ],
        { short: true },
      ),
    },
    {
      id: 'completeness',
      title: 'cost.panel.completeness',
      at: [12, 0, 6, 5],
      body: seriesChart(
        'completeness',
        [
          { key: 'entered', label: 'cost.series.entered', type: 'bar', stack: 'all', unit: 'unit.canteens' },
          { key: 'missing', label: 'cost.series.missing', type: 'bar', stack: 'all', unit: 'unit.canteens' },
        ],
        { short: true },
      ),
    },
    { id: 'ranking', title: 'cost.panel.ranking', at: [18, 0, 6, 8], body: rankingChart('ranking', 'cost.series.foodRatio', 'unit.percent', 12) },
    {
      id: 'perCanteen',
      title: 'cost.panel.perCanteen',
      at: [0, 5, 18, 3],
      body: seriesChart('perCanteen', [{ key: 'costPerMeal', label: 'cost.series.costPerMeal', type: 'bar', unit: 'unit.yuanPerMeal' }], { rotate: 30 }),
    },
    {
      id: 'latest',
      title: 'cost.panel.latest',
      at: [0, 8, 24, 4],
      body: table([
        { key: 'month', title: 'column.month' },
        { key: 'canteen', title: 'column.canteen', grow: 3 },
        { key: 'mealsServed', title: 'column.mealsServed' },
        { key: 'headCount', title: 'column.headCount' },
        { key: 'ingredientCost', title: 'column.ingredientCost', format: fixed(2) },
        { key: 'mealFeeRevenue', title: 'column.mealFeeRevenue', format: fixed(2) },
        { key: 'foodRatio', title: 'column.foodRatio', format: fixed(1, 'unit.percent') },
        { key: 'updateTime', title: 'column.updateTime', grow: 2 },
      ]),
    },
  ],
};
