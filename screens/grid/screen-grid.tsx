import { useMemo } from 'react';
import { ReactGridLayout, type Layout } from 'react-grid-layout';
import { createScaledStrategy, verticalCompactor } from 'react-grid-layout/core';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import type { LayoutItem, Statistics } from '../data/types';
import { chartPixelRatio } from '../frame/fit';
import { Panel } from '../panels/panel';
import type { PanelDef } from '../screen/types';
import { keyboardEdit } from './keyboard';
import { COLS, ROWS } from './layout';

export const GRID = { width: 1920, height: 892, margin: 12, padding: [16, 8] as const };
const COL_WIDTH = (GRID.width - 2 * GRID.padding[0] - (COLS - 1) * GRID.margin) / COLS;

/**
 * Rows share the canvas height: 12 by design; when a drag pushes panels lower, the rows get shorter so
 * every panel stays on the wall (a wall cannot scroll) until the user resizes them back.
 */
export const rowHeight = (layout: LayoutItem[]) => {
  const rows = Math.max(ROWS, ...layout.map((item) => item.y + item.h));
  return (GRID.height - 2 * GRID.padding[1] - (rows - 1) * GRID.margin) / rows;
};

/** The pixel size of a grid item (what each panel is told it has). */
export const itemSize = (item: LayoutItem, row: number) => ({
  width: Math.round(item.w * COL_WIDTH + (item.w - 1) * GRID.margin),
  height: Math.round(item.h * row + (item.h - 1) * GRID.margin),
});

interface Props {
  panels: PanelDef[];
  layout: LayoutItem[];
  stats: Statistics;
  scale: number;
  editing: boolean;
  onCommit: (layout: LayoutItem[]) => void;
}

const plain = (layout: Layout): LayoutItem[] => layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

/**
 * The panels on a 24 × 12 grid inside the scaled canvas (react-grid-layout 2). Static in view mode; in
 * edit mode panels drag by their title and resize by the corner. Under the canvas scale the scaled
 * position strategy makes a drop land under the pointer. The layout is committed (saved, and the charts
 * resized) when a drag or resize stops.
 */
export function ScreenGrid({ panels, layout, stats, scale, editing, onCommit }: Props) {
  const strategy = useMemo(() => createScaledStrategy(scale || 1), [scale]);
  const pixelRatio = chartPixelRatio(scale, window.devicePixelRatio || 1);
  const byId = new Map(panels.map((panel) => [panel.id, panel]));
  const row = rowHeight(layout);
  const commit = (next: Layout) => onCommit(plain(next));
  const onKeyEdit = (id: string, key: string, resize: boolean) => {
    const next = keyboardEdit(layout, id, key, resize);
    if (next) onCommit(next);
    return next;
  };
  return (
    <ReactGridLayout
      className={editing ? 'bs-grid bs-grid-editing' : 'bs-grid'}
      width={GRID.width}
      layout={layout}
      gridConfig={{ cols: COLS, rowHeight: row, margin: [GRID.margin, GRID.margin], containerPadding: GRID.padding }}
      dragConfig={{ enabled: editing, handle: '.bs-panel-head' }}
      resizeConfig={{ enabled: editing, handles: ['se'] }}
      positionStrategy={strategy}
      compactor={verticalCompactor}
      onDragStop={commit}
      onResizeStop={commit}
    >
      {layout.map((item) => {
        const def = byId.get(item.i);
        if (!def) return null;
        const size = itemSize(item, row);
        return (
          <div key={item.i} data-grid-item={item.i}>
            <Panel
              def={def}
              stats={stats}
              width={size.width}
              height={size.height}
              pixelRatio={pixelRatio}
              onLayoutKey={editing ? (key, resize) => Boolean(onKeyEdit(item.i, key, resize)) : undefined}
            />
          </div>
        );
      })}
    </ReactGridLayout>
  );
}
