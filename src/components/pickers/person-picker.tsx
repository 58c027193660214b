import type { ReactNode } from 'react';
import type { TableColumnProps } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../lib/http';
import { PickerDialog, type PickerKind } from './picker-dialog';
import type { Picked, PickerProps } from './selection';

/** A page of people as a person picker asks for it: the paging, the name searched and its filters (each left out when blank). */
export type PersonQuery = { current: number; size: number; name?: string } & Record<string, string | number>;

/** What every person picker takes: the picker's props, with `multiple` (default true) for the mode. */
export type PersonPickerProps<Item extends Picked = Picked> = Omit<PickerProps<Item>, 'mode'> & { multiple?: boolean };

interface Props<Row, Item extends Picked> extends PersonPickerProps<Item> {
  kind: PickerKind;
  /** A page of people; null while the list cannot be asked for (no group chosen…). */
  fetch: ((query: PersonQuery) => Promise<Page<Row>>) | null;
  /** The list's own filters, left out when blank: sent with every page and part of its key (a new one starts at page 1). */
  filters?: Record<string, string | number | undefined>;
  columns: TableColumnProps<Row>[];
  /** The person as the form keeps them; their id and name unless given. */
  toPicked?: (row: Row) => Item;
  /** The search box's label: the kind's `name` column unless given. */
  searchLabel?: string;
  delay?: number;
  side?: ReactNode;
  unavailable?: string;
  toolbar?: ReactNode;
  panel?: ReactNode;
}

const idAndName = <Row, Item extends Picked>(row: Row): Item => {
  const { id, name } = row as unknown as Picked;
  return { id, name } as Item;
};

/**
 * The picker of people over the picker dialog: 10 a page, searched by name, one or several (`multiple`), the rows
 * keyed by id; a person already chosen is refused with the warning and each add and remove is announced. A domain's
 * picker gives its call, its filters and its columns.
 */
export function PersonPicker<Row, Item extends Picked = Picked>(props: Props<Row, Item>) {
  const { kind, multiple = true, fetch, filters = {}, toPicked = idAndName<Row, Item>, searchLabel, onChange, ...rest } = props;
  const { t } = useTranslation('pickers');
  const given = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''));
  return (
    <PickerDialog<Row>
      {...rest}
      kind={kind}
      mode={multiple ? 'multi' : 'single'}
      onChange={(items) => onChange(items as Item[])}
      rowKey="id"
      searchLabel={searchLabel ?? t(`${kind}.name`)}
      fetchKey={Object.keys(filters).map((key) => filters[key] ?? '')}
      fetchPage={fetch && ((query) => fetch({ current: query.current, size: query.size, ...(query.name ? { name: query.name } : {}), ...given }))}
      toPicked={toPicked}
    />
  );
}
