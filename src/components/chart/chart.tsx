import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import { echarts, type EChartsCoreOption } from './echarts';

interface Props {
  /** The ECharts option: its series and axes (the console's defaults fill the rest). */
  option: EChartsCoreOption;
  /** What the chart shows, read out in its place: the figures themselves are in the table beside it. */
  label: string;
  height?: number;
  testId?: string;
}

const lessMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A chart in a console page (ECharts, light, as wide as its card and following it as it resizes). Pages that draw one
 * import it directly, and are themselves loaded lazily, so the chart library comes with them and with nothing else.
 * No animation where the system asks for less motion.
 */
export function Chart({ option, label, height = 280, testId }: Props) {
  const full = useMemo(() => ({ animation: !lessMotion(), textStyle: { fontFamily: 'inherit' }, ...option }), [option]);
  return (
    <div role="img" aria-label={label} data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={full} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'canvas' }} />
    </div>
  );
}
