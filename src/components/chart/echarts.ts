// The only place ECharts is imported (lint holds every other file to this one): the core, the charts and components
// the console's charts and the wall screens draw, and the canvas renderer. It is imported only by pages that draw a
// chart, so the library (a chunk of its own, vite.config.ts) never loads with the sign-in page or the shell.
import { BarChart, GaugeChart, LineChart, PieChart, SankeyChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GaugeChart,
  SankeyChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  MarkLineComponent,
  DatasetComponent,
  CanvasRenderer,
]);

export { echarts };
export type { EChartsCoreOption } from 'echarts/core';
