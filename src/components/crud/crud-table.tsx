import { Button, Empty, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { IconDelete, IconDownload, IconPlus } from '@arco-design/web-react/icon';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/download';
import { errorText } from '../../lib/http';
import { notify } from '../../lib/notify';
import { useSubmit } from '../form-dialog/use-submit';
import { StatusPanel } from '../status-panel';
import { layoutColumns } from './column-layout';
import { confirmRemove } from './confirm-remove';
import { RowActions } from './row-actions';
import { SearchBar, type SearchField } from './search-bar';
import type { CrudList } from './use-crud-list';
import './crud.css';
import './i18n';

/** The action column before its actions are measured; never narrower than ACTION_MIN. */
const ACTION_WIDTH = 160;
const ACTION_MIN = 80;
/** A cell's padding, left and right (Arco's 16 px each). */
const CELL_PADDING = 32;

export interface CrudTableProps<Row extends { id: string }> {
  /** Names the test ids: `${name}-add`, `${name}-edit-${id}`… */
  name: string;
  list: CrudList<Row>;
  columns: TableColumnProps<Row>[];
  searchFields?: SearchField[];
  /** Each present only when the user holds the button (the server checks it again). */
  onAdd?: () => void;
  onEdit?: (row: Row) => void;
  onView?: (row: Row) => void;
  /** Removes the ids (sent comma-joined); the table confirms first and refreshes after. */
  onRemove?: (ids: string[]) => Promise<void>;
  /** A server-built .xlsx of the current filter (a POST export takes the filters as its body). */
  exportFile?: { path: string; fileName: string; method?: 'get' | 'post' };
  rowActions?: (row: Row) => ReactNode;
  toolbar?: ReactNode;
  /** A screen's own actions on the checked rows (a bulk edit…): given, the rows get check boxes. */
  bulkActions?: (selected: string[], clear: () => void) => ReactNode;
  /** The add button's label (新增 when absent) and the empty list's text (暂无数据 when absent). */
  addLabel?: string;
  emptyText?: string;
}

/**
 * The one list pattern of the console: search bar → paged table (sizes, total) → add / edit / view /
 * delete (row and batch, confirmed) → export, with loading, empty and error states.
 */
export function CrudTable<Row extends { id: string }>(props: CrudTableProps<Row>) {
  const { name, list, columns, searchFields = [], onAdd, onEdit, onView, onRemove, exportFile, rowActions, toolbar, bulkActions, addLabel, emptyText } = props;
  const { t } = useTranslation('crud');
  const [selected, setSelected] = useState<string[]>([]);
  const exporting = useSubmit(
    (file: NonNullable<typeof exportFile>) => downloadFile(file.path, compactQuery(list.query), file.fileName, file.method).then(() => file),
    {
      success: (file) => t('exported', { name: file.fileName }),
      // the server's refusal in its words (导出数据超过 … 条，请缩小筛选范围), else the general one
      onRefused: (error) => notify.error(errorText(error, t('exportFailed'))),
    },
  );
  const { data, error, isLoading, isValidating, mutate } = list.list;

  const remove = (ids: string[]) => {
    if (!onRemove) return;
    if (!ids.length) return notify.warning(t('selectFirst'));
    confirmRemove(
      ids.length,
      () => onRemove(ids),
      () => {
        setSelected((current) => current.filter((id) => !ids.includes(id)));
        return mutate();
      },
    );
  };

  const hasActions = Boolean(onEdit || onView || onRemove || rowActions);
  // The action column is as wide as the widest row's actions on one line (docs/product-rules.md#lists): they
  // are measured once drawn, as their labels depend on the row, the user's buttons and the language.
  const box = useRef<HTMLDivElement>(null);
  const [actionWidth, setActionWidth] = useState(ACTION_WIDTH);
  useLayoutEffect(() => {
    const widest = Math.max(0, ...[...(box.current?.querySelectorAll<HTMLElement>('.crud-row-actions') ?? [])].map((actions) => actions.scrollWidth));
    const next = widest ? Math.max(ACTION_MIN, Math.ceil(widest) + CELL_PADDING) : actionWidth;
    if (Math.abs(next - actionWidth) > 1) setActionWidth(next);
  }, [data, actionWidth, t]);
  const actionColumn: TableColumnProps<Row> = {
    title: t('actions'),
    dataIndex: 'id',
    fixed: 'right',
    width: actionWidth,
    className: 'crud-col-actions',
    render: (_: string, row: Row) => (
      <RowActions
        testId={`${name}-${row.id}`}
        onView={onView && (() => onView(row))}
        onEdit={onEdit && (() => onEdit(row))}
        onRemove={onRemove && (() => remove([row.id]))}
      >
        {rowActions?.(row)}
      </RowActions>
    ),
  };

  const selectable = Boolean(onRemove || bulkActions);
  const layout = useMemo(
    () => layoutColumns(columns, { actionWidth: hasActions ? actionWidth : 0, selectable }),
    [columns, hasActions, actionWidth, selectable],
  );

  return (
    <div className="crud" data-testid={`${name}-crud`} ref={box}>
      <SearchBar fields={searchFields} filters={list.filters} onSearch={list.search} testId={`${name}-search`} />
      <div className="crud-toolbar">
        <Space wrap>
          {onAdd ? (
            <Button type="primary" icon={<IconPlus />} onClick={onAdd} data-testid={`${name}-add`}>
              {addLabel ?? t('add')}
            </Button>
          ) : null}
          {onRemove ? (
            <Button status="danger" icon={<IconDelete />} onClick={() => remove(selected)} data-testid={`${name}-batch-remove`}>
              {t('batchRemove')}
            </Button>
          ) : null}
          {exportFile ? (
            <Button
              icon={<IconDownload />}
              loading={exporting.saving}
              onClick={() => exportFile && void exporting.submit(exportFile)}
              data-testid={`${name}-export`}
            >
              {t('export')}
            </Button>
          ) : null}
          {toolbar}
          {bulkActions?.(selected, () => setSelected([]))}
        </Space>
        {selected.length ? <span className="crud-selected">{t('selected', { count: selected.length })}</span> : null}
      </div>
      {error && !data ? (
        <StatusPanel
          kind="error"
          title={t('loadFailed')}
          detail={error instanceof Error ? error.message : undefined}
          actionLabel={t('common:retry')}
          onAction={() => void mutate()}
          testId={`${name}-error`}
          error={error}
        />
      ) : (
        <Table<Row>
          rowKey="id"
          rowClassName={(row) => list.rowClassName(row as { id?: string })}
          data-testid={`${name}-table`}
          loading={isLoading || (isValidating && !list.live)}
          data={data?.records ?? []}
          columns={hasActions ? [...layout.columns, actionColumn] : layout.columns}
          scroll={{ x: layout.x }}
          noDataElement={<Empty description={emptyText ?? t('empty')} />}
          rowSelection={
            selectable ? { type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), checkAll: true } : undefined
          }
          pagination={{
            current: list.paging.current,
            pageSize: list.paging.size,
            total: data?.total ?? 0,
            showTotal: true,
            sizeCanChange: true,
            sizeOptions: [10, 20, 50, 100],
            onChange: list.setPaging,
          }}
        />
      )}
    </div>
  );
}

/** The list's filters without its paging: what an export is asked for. */
function compactQuery({ current: _current, size: _size, ...filters }: Record<string, string | number>) {
  return filters;
}
