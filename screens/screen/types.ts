import type { EChartsCoreOption } from 'echarts/core';
import type { TFunction } from 'i18next';
import type { Row, ScreenId, Statistics } from '../data/types';

export interface PanelContext {
  stats: Statistics;
  t: TFunction;
}

export interface TableColumn {
  key: string;
  /** i18n key of the heading. */
  title: string;
  /** Relative width (flex grow). */
  grow?: number;
  format?: (value: Row[string], row: Row, t: TFunction) => string;
  /** A value to draw attention to (over the cap, failed inspection…). */
  alert?: (value: Row[string], row: Row) => boolean;
}

export type PanelBody =
  | { kind: 'chart'; option: (context: PanelContext) => EChartsCoreOption | null }
  | { kind: 'table'; columns: TableColumn[]; /** the panel whose `items` it lists; the screen's latest records when absent */ source?: string }
  | { kind: 'cameras' };

export interface PanelDef {
  id: string;
  /** i18n key of the panel title. */
  title: string;
  body: PanelBody;
  /** Default position on the 24 × 12 grid: x, y, w, h. */
  at: [number, number, number, number];
}

export interface KpiDef {
  key: string;
  label: string;
  unit?: string;
  /** true: the figure is bad when it is above the kpi named by `against` (or below, for 'below'). */
  alert?: (value: number | null, kpis: Record<string, number | null>) => boolean;
}

export interface ScreenDef {
  id: ScreenId;
  /** i18n key of the screen title. */
  title: string;
  kpis: KpiDef[];
  panels: PanelDef[];
}
