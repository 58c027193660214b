// The dark wall theme, registered on the one ECharts the console imports (src/components/chart/echarts.ts).
import { echarts } from '../../src/components/chart/echarts';

export const WALL_THEME = 'shian-wall';
export const WALL_COLORS = ['#3ba0ff', '#36cfc9', '#ffc53d', '#ff7a45', '#9254de', '#73d13d', '#f759ab', '#40a9ff'];

const axis = {
  axisLine: { lineStyle: { color: '#35507a' } },
  axisTick: { lineStyle: { color: '#35507a' } },
  axisLabel: { color: '#a9c1e8', fontSize: 13 },
  splitLine: { lineStyle: { color: 'rgba(86, 128, 190, 0.18)' } },
};

echarts.registerTheme(WALL_THEME, {
  color: WALL_COLORS,
  backgroundColor: 'transparent',
  textStyle: { color: '#d6e4ff', fontFamily: 'inherit' },
  legend: { textStyle: { color: '#a9c1e8', fontSize: 13 } },
  categoryAxis: axis,
  valueAxis: axis,
  tooltip: { backgroundColor: 'rgba(6, 22, 48, 0.92)', borderColor: '#2f6ab8', textStyle: { color: '#e6f0ff' } },
});

export { echarts };
