import { useContext, useMemo } from 'react';
import { ReactGridLayout, type Layout } from 'react-grid-layout';
import { createScaledStrategy, verticalCompactor } from 'react-grid-layout/core';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import type { LayoutItem, Statistics } from '../data/types';
import { chartPixelRatio, type Design } from '../frame/fit';
import { DesignContext } from '../frame/scale-frame';
import { Panel } from '../panels/panel';
import type { PanelDef } from '../screen/types';
import { keyboardEdit } from './keyboard';
import { COLS, ROWS } from './layout';

/** The title bar and the key figures above the grid, in design pixels. */
const CHROME_HEIGHT = 188;
const MARGIN = 12;
const PADDING = [16, 8] as const;

/** The grid's box on a design canvas: the canvas's width, its height below the title and key figures. */
export const gridOf = (design: Design) => ({ width: design.width, height: design.height - CHROME_HEIGHT, margin: MARGIN, padding: PADDING });
export type Grid = ReturnType<typeof gridOf>;
const colWidth = (grid: Grid) => (grid.width - 2 * grid.padding[0] - (COLS - 1) * grid.margin) / COLS;

/**
 * Rows share the canvas height: 12 by design; when a drag pushes panels lower, the rows get shorter so
 * every panel stays on the wall (a wall cannot scroll) until the user resizes them back.
 */
export const rowHeight = (layout: LayoutItem[], grid: Grid) => {
  const rows = Math.max(ROWS, ...layout.map((item) => item.y + item.h));
  return (grid.height - 2 * grid.padding[1] - (rows - 1) * grid.margin) / rows;
};

/** The pixel size of a grid item (what each panel is told it has). */
export const itemSize = (item: LayoutItem, row: number, grid: Grid) => ({
  width: Math.round(item.w * colWidth(grid) + (item.w - 1) * grid.margin),
  height: Math.round(item.h * row + (item.h - 1) * grid.margin),
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
  const grid = gridOf(useContext(DesignContext));
  const row = rowHeight(layout, grid);
  const commit = (next: Layout) => onCommit(plain(next));
  const onKeyEdit = (id: string, key: string, resize: boolean) => {
    const next = keyboardEdit(layout, id, key, resize);
    if (next) onCommit(next);
    return next;
  };
  return (
    <ReactGridLayout
      className={editing ? 'bs-grid bs-grid-editing' : 'bs-grid'}
      width={grid.width}
      layout={layout}
      gridConfig={{ cols: COLS, rowHeight: row, margin: [grid.margin, grid.margin], containerPadding: grid.padding }}
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
        const size = itemSize(item, row, grid);
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
