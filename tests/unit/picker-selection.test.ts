import { describe, expect, it } from 'vitest';
import { addPick, isPicked, joinIds, removePick, splitIds } from '../../src/components/pickers/selection';

const a = { id: '1900000000003000001', name: '张三' };
const b = { id: '1900000000003000002', name: '李四' };

describe('picker selection', () => {
  it('accumulates in multi mode and emits ids joined by commas', () => {
    const first = addPick([], a, 'multi');
    const second = addPick(first.items, b, 'multi');
    expect(second).toEqual({ kind: 'added', items: [a, b] });
    expect(joinIds(second.items)).toBe('1900000000003000001,1900000000003000002');
  });

  it('replaces in single mode and names what it replaced', () => {
    const outcome = addPick([a], b, 'single');
    expect(outcome).toEqual({ kind: 'added', items: [b], replaced: a });
    expect(joinIds(outcome.items)).toBe(b.id);
  });

  it('refuses a duplicate in either mode, leaving the selection as it was', () => {
    expect(addPick([a, b], { ...a }, 'multi')).toEqual({ kind: 'duplicate', items: [a, b] });
    expect(addPick([a], { ...a }, 'single')).toEqual({ kind: 'duplicate', items: [a] });
  });

  it('removes by id, reports what was removed, and emits an empty string when none is left', () => {
    const outcome = removePick([a, b], a.id);
    expect(outcome).toEqual({ items: [b], removed: a });
    expect(removePick(outcome.items, 'unknown')).toEqual({ items: [b], removed: undefined });
    expect(joinIds(removePick([a], a.id).items)).toBe('');
    expect(isPicked([a], a.id)).toBe(true);
    expect(isPicked([], a.id)).toBe(false);
  });

  it('reads a value back into ids, ignoring blanks', () => {
    expect(splitIds('1, 2,,3 ')).toEqual(['1', '2', '3']);
    expect(splitIds('')).toEqual([]);
    expect(splitIds(undefined)).toEqual([]);
  });
});
