import type { EChartsCoreOption } from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useEffect, useMemo, useRef } from 'react';
import { echarts, WALL_THEME } from './echarts';

interface Props {
  option: EChartsCoreOption;
  width: number;
  height: number;
  pixelRatio: number;
}

/**
 * One ECharts instance, disposed on unmount (echarts-for-react). Its size comes from the grid's
 * committed layout, so a drag or resize redraws it once when it stops, not on every frame; the library's
 * own resize observer is off for the same reason.
 */
export function ChartPanel({ option, width, height, pixelRatio }: Props) {
  const ref = useRef<ReactEChartsCore>(null);
  const opts = useMemo(() => ({ renderer: 'canvas' as const, devicePixelRatio: pixelRatio }), [pixelRatio]);
  useEffect(() => {
    ref.current?.getEchartsInstance().resize({ width, height });
  }, [width, height]);
  return <ReactEChartsCore ref={ref} echarts={echarts} theme={WALL_THEME} option={option} notMerge opts={opts} autoResize={false} style={{ width, height }} />;
}
