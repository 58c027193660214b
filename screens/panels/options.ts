// ECharts options shared by the six screens. No intro animation (all panels paint within 800 ms of the
// data), and every tooltip is built here from escaped text: names come from the database.
import type { EChartsCoreOption } from 'echarts/core';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (char) => ENTITIES[char]!);

const format = (value: unknown, unit = '') => (value === null || value === undefined || value === '' ? '—' : `${escapeHtml(value)}${escapeHtml(unit)}`);

interface TooltipParam {
  marker?: string;
  name?: string;
  seriesName?: string;
  value?: unknown;
  axisValueLabel?: string;
  seriesIndex?: number;
  percent?: number;
  data?: { source?: string; target?: string; value?: number };
  dataType?: string;
}

/** Axis tooltips: the category, then one line per series (the marker is ECharts' own markup). */
export const axisTooltip = (units: string[] = []) => ({
  trigger: 'axis' as const,
  formatter: (params: TooltipParam | TooltipParam[]) => {
    const list = Array.isArray(params) ? params : [params];
    const head = escapeHtml(list[0]?.axisValueLabel ?? list[0]?.name);
    return [head, ...list.map((item) => `${item.marker ?? ''}${escapeHtml(item.seriesName)}: ${format(item.value, units[item.seriesIndex ?? 0])}`)].join(
      '<br/>',
    );
  },
});

export const itemTooltip = (unit = '') => ({
  trigger: 'item' as const,
  formatter: (item: TooltipParam) => {
    if (item.dataType === 'edge' && item.data) return `${escapeHtml(item.data.source)} → ${escapeHtml(item.data.target)}: ${format(item.data.value, unit)}`;
    const share = item.percent !== undefined ? ` (${item.percent}%)` : '';
    return `${item.marker ?? ''}${escapeHtml(item.name)}: ${format(item.value, unit)}${share}`;
  },
});

const base = { animation: false, textStyle: { fontSize: 13 } };
const grid = { left: 12, right: 16, top: 36, bottom: 8, containLabel: true };

export interface LineBarSeries {
  name: string;
  values: (number | null)[];
  type: 'line' | 'bar';
  /** 1: the right-hand axis (rates beside counts). */
  axis?: 0 | 1;
  unit?: string;
  /** A horizontal reference line instead of a data line (a cap or threshold). */
  dashed?: boolean;
  stack?: string;
}

export function lineBarOption(categories: string[], series: LineBarSeries[], options: { rotate?: number; scale?: boolean } = {}): EChartsCoreOption {
  const twoAxes = series.some((item) => item.axis === 1);
  // `scale`: the axis fits the data instead of starting at 0 (prices that move by a few percent)
  const yAxis = { type: 'value', minInterval: 0, scale: options.scale ?? false };
  return {
    ...base,
    grid,
    legend: { top: 0, right: 0, itemWidth: 14, itemHeight: 8 },
    tooltip: axisTooltip(series.map((item) => item.unit ?? '')),
    xAxis: { type: 'category', data: categories, axisLabel: { rotate: options.rotate ?? 0, hideOverlap: true } },
    yAxis: twoAxes ? [yAxis, { ...yAxis, splitLine: { show: false } }] : yAxis,
    series: series.map((item) => ({
      name: item.name,
      type: item.type,
      data: item.values,
      yAxisIndex: item.axis ?? 0,
      stack: item.stack,
      smooth: item.type === 'line',
      smoothMonotone: 'x',
      symbolSize: 5,
      connectNulls: true,
      barMaxWidth: 22,
      lineStyle: item.dashed ? { type: 'dashed', width: 2 } : undefined,
      symbol: item.dashed ? 'none' : 'circle',
    })),
  };
}

/** A horizontal bar ranking, the largest on top. */
export function rankingOption(items: { name: string; value: number | null }[], name: string, unit = '', limit = 10): EChartsCoreOption {
  const top = items.slice(0, limit).reverse();
  return {
    ...base,
    grid: { ...grid, top: 8 },
    tooltip: { ...itemTooltip(unit), trigger: 'item' },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', data: top.map((item) => item.name), axisLabel: { width: 150, overflow: 'truncate' } },
    series: [{ name, type: 'bar', data: top.map((item) => item.value), barMaxWidth: 16, label: { show: true, position: 'right', color: '#d6e4ff' } }],
  };
}

export function pieOption(items: { name: string; value: number | null }[], unit = ''): EChartsCoreOption {
  return {
    ...base,
    tooltip: itemTooltip(unit),
    legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle' },
    series: [
      {
        type: 'pie',
        radius: ['42%', '70%'],
        center: ['38%', '52%'],
        data: items.map((item) => ({ name: item.name, value: item.value })),
        label: { color: '#d6e4ff', formatter: '{d}%' },
      },
    ],
  };
}

export function gaugeOption(value: number | null, threshold: number, name: string): EChartsCoreOption {
  const limit = Math.max(0, Math.min(100, threshold)) / 100;
  return {
    ...base,
    tooltip: itemTooltip('%'),
    series: [
      {
        type: 'gauge',
        name,
        min: 0,
        max: 100,
        progress: { show: true, width: 14 },
        axisLine: {
          lineStyle: {
            width: 14,
            color: [
              [limit, '#36cfc9'],
              [1, '#ff7a45'],
            ],
          },
        },
        axisLabel: { color: '#a9c1e8', distance: 20 },
        splitLine: { length: 10, lineStyle: { color: '#35507a' } },
        axisTick: { show: false },
        pointer: { width: 4 },
        detail: {
          valueAnimation: false,
          formatter: (detail: number) => (Number.isFinite(detail) ? `${detail}%` : '—'),
          color: '#e6f0ff',
          fontSize: 34,
          offsetCenter: [0, '60%'],
        },
        title: { color: '#a9c1e8', offsetCenter: [0, '88%'] },
        data: [{ value: value ?? Number.NaN, name }],
      },
    ],
  };
}

export function sankeyOption(nodes: { name: string }[], links: { source: string; target: string; value: number }[], unit = ''): EChartsCoreOption {
  return {
    ...base,
    tooltip: itemTooltip(unit),
    series: [
      {
        type: 'sankey',
        left: 8,
        right: 140,
        top: 8,
        bottom: 8,
        nodeGap: 6,
        data: nodes,
        links,
        emphasis: { focus: 'adjacency' },
        lineStyle: { color: 'gradient', opacity: 0.35 },
        label: { color: '#d6e4ff', fontSize: 12 },
      },
    ],
  };
}
