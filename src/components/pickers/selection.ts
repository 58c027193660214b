// The pickers' selection rules (docs/product-rules.md#picker-selection, #validation for duplicates): single mode
// replaces, multi mode accumulates, a duplicate is refused, clear empties, and the value emitted is the
// ids joined by commas (empty when none).

export type PickMode = 'single' | 'multi';

export interface Picked {
  id: string;
  name: string;
}

/** What every picker takes: whether it is open, its mode, the items picked, and what to do on change and close. */
export interface PickerProps<T extends Picked = Picked> {
  open: boolean;
  mode?: PickMode;
  value: Picked[];
  onChange: (items: T[]) => void;
  onClose: () => void;
}

export type AddOutcome<T> = { kind: 'added'; items: T[]; replaced?: T } | { kind: 'duplicate'; items: T[] };

export function addPick<T extends Picked>(items: readonly T[], item: T, mode: PickMode): AddOutcome<T> {
  if (items.some((existing) => existing.id === item.id)) return { kind: 'duplicate', items: [...items] };
  if (mode === 'single') return { kind: 'added', items: [item], replaced: items[0] };
  return { kind: 'added', items: [...items, item] };
}

export function removePick<T extends Picked>(items: readonly T[], id: string): { items: T[]; removed?: T } {
  const removed = items.find((item) => item.id === id);
  return { items: items.filter((item) => item.id !== id), removed };
}

export const isPicked = (items: readonly Picked[], id: string) => items.some((item) => item.id === id);

/** The emitted value: ids joined by commas, '' when none. */
export const joinIds = (items: readonly Picked[]) => items.map((item) => item.id).join(',');

/** A value back into ids (blank parts dropped). */
export const splitIds = (value: string | undefined | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
