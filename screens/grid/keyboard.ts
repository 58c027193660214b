// Moving and resizing a panel from the keyboard in edit mode (the pointer's drag and resize, for users who
// cannot use one): arrows move the panel one cell, Shift + arrows resize it, with the grid's own rules —
// panels in the way are pushed aside and the layout is compacted upwards, as after a drag.
import { moveElement, verticalCompactor } from 'react-grid-layout/core';
import type { LayoutItem } from '../data/types';
import { COLS } from './layout';

const STEPS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const plain = (layout: readonly LayoutItem[]) => layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

/** The layout after `key` on panel `id`, or undefined when the key is not a layout key. */
export function keyboardEdit(layout: LayoutItem[], id: string, key: string, resize: boolean): LayoutItem[] | undefined {
  const step = STEPS[key];
  if (!step) return undefined;
  const items = layout.map((item) => ({ ...item }));
  const item = items.find((candidate) => candidate.i === id);
  if (!item) return undefined;
  const [dx, dy] = step;
  if (resize) {
    item.w = clamp(item.w + dx, 1, COLS - item.x);
    item.h = Math.max(1, item.h + dy);
    return plain(verticalCompactor.compact(items, COLS));
  }
  // Down by one row would float straight back when compacted: go below the panel underneath instead.
  const below = dy > 0 ? items.filter((other) => other.i !== id && other.y >= item.y + item.h && other.x < item.x + item.w && item.x < other.x + other.w) : [];
  const y = dy > 0 && below.length ? Math.min(...below.map((other) => other.y + other.h)) : Math.max(0, item.y + dy);
  const moved = moveElement(items, item, clamp(item.x + dx, 0, COLS - item.w), y, true, false, 'vertical', COLS);
  return plain(verticalCompactor.compact(moved, COLS));
}
