import type { TableColumnProps } from '@arco-design/web-react';

// The list rule (docs/product-rules.md#lists): every list keeps its identifying column and its state in view
// from 1280 px up. A column's own width is its minimum; a text column without one gets a default minimum
// (the identifying one a wider one, and it takes the spare room); the table scrolls sideways past their sum.

/** The minimum of a text column that names no width. */
export const DEFAULT_MIN = 120;
/** The minimum of the identifying column (标题, 名称, 姓名…) when it names no width. */
export const IDENTITY_MIN = 200;
/** Arco's check-box column. */
export const SELECTION_WIDTH = 40;

const key = (column: TableColumnProps<never>) => (typeof column.dataIndex === 'string' ? column.dataIndex : '');

/** An identifying column: its field is a title or a name (title, name, biddingTitle, realName…). */
export const isIdentity = (column: TableColumnProps<never>) => /(title|name)$/i.test(key(column));
/** A state column: status, state or progress (status, cardStatus, biddingProgress…). */
export const isState = (column: TableColumnProps<never>) => /(status|state|progress)$/i.test(key(column));

export interface ColumnLayout<Row> {
  columns: TableColumnProps<Row>[];
  /** The table's scroll width: the columns' minimums, the check boxes and the action column. */
  x: number;
}

/**
 * Lays a list's columns out: long text ends in an ellipsis (the cell shows the whole text on hover), and the
 * row's state moves to the right end, fixed beside 操作, so a wide list scrolls under it instead of hiding it.
 * A column that says how it wants to be laid out (its own `fixed` or `ellipsis`) keeps that.
 */
export function layoutColumns<Row>(columns: TableColumnProps<Row>[], options: { actionWidth?: number; selectable?: boolean }): ColumnLayout<Row> {
  const anyFixed = columns.some((column) => column.fixed);
  const states = columns.filter((column) => isState(column as TableColumnProps<never>));
  const state = anyFixed ? undefined : states.at(-1);
  // a list without a title or name column (a dictionary's codes…) is identified by its first text column
  const identity =
    columns.find((column) => isIdentity(column as TableColumnProps<never>)) ??
    columns.find((column) => typeof column.dataIndex === 'string' && column !== state && !column.fixed);
  const laid = columns
    .filter((column) => column !== state)
    .map((column) => ({ ...column, ellipsis: column.ellipsis ?? true }))
    .concat(state ? [{ ...state, fixed: 'right' as const, ellipsis: state.ellipsis ?? true }] : []);
  const isTheIdentity = (column: TableColumnProps<Row>) => identity !== undefined && column.dataIndex === identity.dataIndex;
  const minimum = (column: TableColumnProps<Row>) => (typeof column.width === 'number' ? column.width : isTheIdentity(column) ? IDENTITY_MIN : DEFAULT_MIN);
  const x = laid.reduce((sum, column) => sum + minimum(column), 0) + (options.selectable ? SELECTION_WIDTH : 0) + (options.actionWidth ?? 0);
  // a column without a width would get only a share of what the others leave: give the non-identifying ones
  // their minimum so that the spare room goes to the identifying column
  const sized = laid.map((column) => (column.width !== undefined || isTheIdentity(column) ? column : { ...column, width: DEFAULT_MIN }));
  // the cells say what they are, for the browser test of the rule (tests/e2e/list-widths.spec.ts)
  const marked = sized.map((column) => {
    const role = isTheIdentity(column) ? 'crud-col-identity' : state && column.dataIndex === state.dataIndex ? 'crud-col-state' : '';
    return role ? { ...column, className: [column.className, role].filter(Boolean).join(' ') } : column;
  });
  return { columns: marked, x };
}
