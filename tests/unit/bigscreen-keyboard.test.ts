import { describe, expect, it } from 'vitest';
import { kitchen } from '../../screens/defs/kitchen';
import { keyboardEdit } from '../../screens/grid/keyboard';
import { isTidy } from '../../screens/grid/layout';

const layout = kitchen.panels.map(({ id, at: [x, y, w, h] }) => ({ i: id, x, y, w, h }));
const find = (items: typeof layout, id: string) => items.find((item) => item.i === id)!;

describe('editing the layout from the keyboard', () => {
  it('moves a panel one cell with the arrows, pushing what is in the way and leaving no overlap', () => {
    const left = keyboardEdit(layout, 'trend', 'ArrowLeft', false)!;
    expect(find(left, 'trend').x).toBe(6);
    expect(isTidy(left)).toBe(true);
    const right = keyboardEdit(layout, 'byType', 'ArrowRight', false)!;
    expect(find(right, 'byType').x).toBe(1);
    expect(isTidy(right)).toBe(true);
  });

  it('moves a panel below the one underneath with ArrowDown, and back up with ArrowUp', () => {
    const down = keyboardEdit(layout, 'byType', 'ArrowDown', false)!;
    expect(find(down, 'byType').y).toBeGreaterThan(find(down, 'online').y);
    expect(isTidy(down)).toBe(true);
    const up = keyboardEdit(down, 'byType', 'ArrowUp', false)!;
    expect(isTidy(up)).toBe(true);
  });

  it('resizes with Shift and the arrows, within the grid', () => {
    const wider = keyboardEdit(layout, 'latest', 'ArrowRight', true)!;
    expect(find(wider, 'latest').w).toBe(18);
    expect(isTidy(wider)).toBe(true);
    const narrow = keyboardEdit([{ i: 'a', x: 0, y: 0, w: 1, h: 1 }], 'a', 'ArrowLeft', true)!;
    expect(narrow[0]).toMatchObject({ w: 1 });
    const edge = keyboardEdit([{ i: 'a', x: 20, y: 0, w: 4, h: 1 }], 'a', 'ArrowRight', true)!;
    expect(edge[0]).toMatchObject({ w: 4 });
  });

  it('ignores other keys and unknown panels', () => {
    expect(keyboardEdit(layout, 'trend', 'Enter', false)).toBeUndefined();
    expect(keyboardEdit(layout, 'nope', 'ArrowLeft', false)).toBeUndefined();
  });
});
