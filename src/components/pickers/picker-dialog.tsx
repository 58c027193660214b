import { Button, Input, Modal, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { Page } from '../../lib/http';
import { notify } from '../../lib/notify';
import { keyFamily } from '../../lib/swr-keys';
import { StatusPanel } from '../status-panel';
import { addPick, isPicked, removePick, type Picked, type PickMode } from './selection';
import './i18n';
import './pickers.css';

export type PickerKind = 'user' | 'supplier' | 'school' | 'personnel' | 'workPersonnel' | 'patching' | 'mealStop' | 'student' | 'diner';

/** A picker's pages: `['picker', kind, …its own filters, query]`. */
export const pickerKeys = keyFamily<[kind: PickerKind, ...filtersAndQuery: unknown[]]>('picker');

/** The SWR matcher of every page of one kind of picker (a person added in the picker refreshes them). */
export const pickerKeysOf = (kind: PickerKind) => (key: unknown) => pickerKeys.matches(key) && (key as unknown[])[1] === kind;

export interface PickerDialogProps<Row> {
  kind: PickerKind;
  open: boolean;
  mode: PickMode;
  value: Picked[];
  onChange: (items: Picked[]) => void;
  onClose: () => void;
  columns: TableColumnProps<Row>[];
  /** A page of rows; the key changes when the list's own filters do (a department…). */
  fetchPage: ((query: { current: number; size: number; name: string }) => Promise<Page<Row>>) | null;
  fetchKey: unknown[];
  toPicked: (row: Row) => Picked;
  rowKey: string;
  pageSize?: number;
  searchLabel: string;
  /** Milliseconds before the list first loads (the user picker waits 1 s, docs/product-rules.md#constants). */
  delay?: number;
  side?: ReactNode;
  /** Shown instead of the table when the list cannot be asked for (a missing role…). */
  unavailable?: string;
  /** Actions beside the search (新增专家…). */
  toolbar?: ReactNode;
  /** Shown between the search and the table (an inline form the toolbar opens). */
  panel?: ReactNode;
}

/**
 * The reusable picker of docs/product-rules.md#pickers: a dialog 60% wide, a paged table 400 high with add and remove
 * on every row, and a footer with the selected count, clear and close. Single mode replaces, multi mode
 * accumulates; a duplicate add warns and is refused; removal is announced in the error style.
 */
export function PickerDialog<Row>(props: PickerDialogProps<Row>) {
  const {
    kind,
    open,
    mode,
    value,
    onChange,
    onClose,
    columns,
    fetchPage,
    fetchKey,
    toPicked,
    rowKey,
    pageSize = 10,
    searchLabel,
    delay = 0,
    side,
    unavailable,
    toolbar,
    panel,
  } = props;
  const { t } = useTranslation('pickers');
  const [current, setCurrent] = useState(1);
  const [name, setName] = useState('');
  const [ready, setReady] = useState(delay === 0);

  useEffect(() => {
    if (!open || delay === 0) return;
    setReady(false);
    const timer = setTimeout(() => setReady(true), delay);
    return () => clearTimeout(timer);
  }, [open, delay]);
  useEffect(() => setCurrent(1), [name, ...fetchKey]); // eslint-disable-line react-hooks/exhaustive-deps -- a new filter starts at page 1

  const query = { current, size: pageSize, name };
  const list = useSWR(open && ready && fetchPage ? pickerKeys.key(kind, ...fetchKey, query) : null, () => fetchPage!(query), { keepPreviousData: true });

  const add = (row: Row) => {
    const item = toPicked(row);
    const outcome = addPick(value, item, mode);
    if (outcome.kind === 'duplicate') return notify.warning(t('duplicate', { name: item.name }));
    onChange(outcome.items);
    notify.success(t(`${kind}.added`, { name: item.name }));
  };
  const remove = (id: string) => {
    const outcome = removePick(value, id);
    if (!outcome.removed) return;
    onChange(outcome.items);
    notify.error(t(`${kind}.removed`, { name: outcome.removed.name }));
  };

  const actions: TableColumnProps<Row> = {
    title: t('actions'),
    dataIndex: rowKey,
    width: 150,
    render: (_: unknown, row: Row) => {
      const item = toPicked(row);
      return (
        <Space size={4}>
          <Button type="text" size="mini" onClick={() => add(row)} data-testid={`picker-add-${item.id}`}>
            {t('add')}
          </Button>
          {isPicked(value, item.id) ? (
            <Button type="text" size="mini" status="danger" onClick={() => remove(item.id)} data-testid={`picker-remove-${item.id}`}>
              {t('remove')}
            </Button>
          ) : null}
        </Space>
      );
    },
  };

  return (
    <Modal
      title={t(`${kind}.title`)}
      visible={open}
      onCancel={onClose}
      style={{ width: '60%', minWidth: 640 }}
      unmountOnExit
      data-testid={`picker-${kind}`}
      footer={
        <div className="picker-footer">
          <div className="picker-chosen" data-testid="picker-chosen">
            <span>{t('selectedCount', { count: value.length })}</span>
            {value.map((item) => (
              <Tag key={item.id} closable onClose={() => remove(item.id)}>
                {item.name}
              </Tag>
            ))}
          </div>
          <Space>
            <Button
              disabled={!value.length}
              onClick={() => {
                onChange([]);
                notify.success(t('cleared'));
              }}
              data-testid="picker-clear"
            >
              {t('clear')}
            </Button>
            <Button type="primary" onClick={onClose} data-testid="picker-close">
              {t('close')}
            </Button>
          </Space>
        </div>
      }
    >
      <div className={side ? 'picker-body picker-with-side' : 'picker-body'}>
        {side ? <aside className="picker-side">{side}</aside> : null}
        <div>
          <div className="picker-tools">
            <Input.Search
              allowClear
              placeholder={searchLabel}
              aria-label={searchLabel}
              onSearch={(text) => setName(text.trim())}
              onClear={() => setName('')}
              style={{ width: 260 }}
            />
            {toolbar}
          </div>
          {panel}
          {unavailable ? (
            <StatusPanel kind="refused" title={unavailable} />
          ) : list.error && !list.data ? (
            <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={() => void list.mutate()} error={list.error} />
          ) : (
            <Table<Row>
              rowKey={rowKey}
              data-testid={`picker-${kind}-table`}
              loading={!ready || list.isLoading || list.isValidating}
              data={list.data?.records ?? []}
              columns={[...columns, actions]}
              scroll={{ y: 400 }}
              noDataElement={<span>{t('empty')}</span>}
              pagination={{ current, pageSize, total: list.data?.total ?? 0, showTotal: true, onChange: (page) => setCurrent(page) }}
            />
          )}
        </div>
      </div>
    </Modal>
  );
}
