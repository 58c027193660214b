import { Alert, Button, Card, DatePicker, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Select/style/css';
import type { TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_STATE, MEALS, type LedgerDefinition } from '../../../../contract/ledgers';
import { CrudTable, useCrudList, type SearchField } from '../../../components/crud';
import { fetchLedgerDetail, fetchLedgerPage } from '../api';
import { fieldValue } from '../components/field-value';
import { RecordDialog, type Editing } from '../components/record-dialog';
import { RecordView } from '../components/record-view';
import { StateTag } from '../components/state-tag';
import { VoidDialog } from '../components/void-dialog';
import { useLedgerWriter, useRefreshLedgers } from '../hooks';
import { ledgerKeys } from '../queries';
import type { LedgerRecord } from '../types';
import '../i18n';
import './ledgers.css';

/**
 * A ledger's screen, drawn from its definition (contract/ledgers): its records in the caller's reach, newest day first,
 * filtered by days, state and the definition's filters; 登记 for the canteen's keepers; 修改 of the writer's own record
 * of the day, 更正 (a new record for an older one, which stays as 已更正) and 作废 (with the reason) afterwards.
 */
export function LedgerPage({ definition }: { definition: LedgerDefinition }) {
  const { code } = definition;
  const { t } = useTranslation([`ledger-${code}`, 'ledgers']);
  const writer = useLedgerWriter(definition.button);
  const refresh = useRefreshLedgers();
  const list = useCrudList<LedgerRecord>(ledgerKeys.list(code), (query) => fetchLedgerPage(code, query));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [voiding, setVoiding] = useState<LedgerRecord | null>(null);
  const [opening, setOpening] = useState('');

  /** Edit or correct: the dialog needs the record's detail (its batches and photos). */
  const open = async (row: LedgerRecord, mode: 'edit' | 'correct') => {
    setOpening(row.id);
    try {
      setEditing({ mode, record: await fetchLedgerDetail(code, row.id) });
    } finally {
      setOpening('');
    }
  };
  const saved = (record: LedgerRecord) => {
    setEditing(null);
    setVoiding(null);
    list.reveal(record);
    refresh();
  };

  const filters: SearchField[] = [
    { field: 'from', label: t('ledgers:field.recordDate'), control: <DatePicker style={{ width: 140 }} aria-label={t('ledgers:field.recordDate')} /> },
    { field: 'to', label: '~', control: <DatePicker style={{ width: 140 }} aria-label={t('ledgers:field.recordDate')} /> },
    ...definition.fields
      .filter((field) => field.filter && (field.kind === 'meal' || field.kind === 'choice'))
      .map((field) => ({
        field: field.name,
        label: t(`fields.${field.name}`),
        control: (
          <Select
            allowClear
            style={{ width: 120 }}
            options={(field.kind === 'meal' ? MEALS : field.kind === 'choice' ? (field.codes as readonly (string | number)[]) : []).map((value) => ({
              label: field.kind === 'meal' ? t(`ledgers:meal.${value}`) : t(`options.${field.kind === 'choice' ? field.options : ''}.${value}`),
              value: String(value),
            }))}
          />
        ),
      })),
    {
      field: 'state',
      label: t('ledgers:field.state'),
      control: (
        <Select
          allowClear
          style={{ width: 110 }}
          placeholder={t('ledgers:state.1')}
          options={[
            ...Object.values(LEDGER_STATE).map((state) => ({ label: t(`ledgers:state.${state}`), value: String(state) })),
            { label: t('ledgers:state.all'), value: 'all' },
          ]}
        />
      ),
    },
  ];
  const columns: TableColumnProps<LedgerRecord>[] = [
    { title: t('ledgers:field.recordDate'), dataIndex: 'recordDate', width: 110 },
    { title: t('ledgers:field.canteen'), dataIndex: 'canteenName', width: 150, ellipsis: true },
    ...definition.fields
      .filter((field) => field.list)
      .map((field) => ({
        title: t(`fields.${field.name}`),
        dataIndex: field.name,
        width: 120,
        ellipsis: true,
        render: (_: unknown, row: LedgerRecord) => fieldValue(t, field, row),
      })),
    { title: t('ledgers:field.state'), dataIndex: 'state', width: 90, render: (state: number) => <StateTag state={state} /> },
    { title: t('ledgers:field.createUser'), dataIndex: 'createUserName', width: 100 },
    { title: t('ledgers:field.createTime'), dataIndex: 'createTime', width: 160 },
  ];

  return (
    <Card className="page-card" data-testid={`ledger-page-${code}`}>
      {t(`ledger-${definition.code}:help`, { defaultValue: '' }) ? (
        <Alert type="info" content={t(`ledger-${definition.code}:help`)} style={{ marginBottom: 12 }} />
      ) : null}
      <CrudTable<LedgerRecord>
        name={ledgerKeys.list(code)}
        list={list}
        emptyText={t('ledgers:empty')}
        searchFields={filters}
        columns={columns}
        addLabel={t('ledgers:action.add')}
        onAdd={writer ? () => setEditing({ mode: 'add', record: null }) : undefined}
        onView={(row) => setViewing(row.id)}
        rowActions={(row) =>
          writer && row.state === LEDGER_STATE.current ? (
            <Space size={0}>
              <Button
                type="text"
                size="mini"
                loading={opening === row.id}
                onClick={() => void open(row, row.editable ? 'edit' : 'correct')}
                data-testid={`ledger-${row.editable ? 'edit' : 'correct'}-${row.id}`}
              >
                {t(row.editable ? 'ledgers:action.edit' : 'ledgers:action.correct')}
              </Button>
              <Button type="text" size="mini" status="warning" onClick={() => setVoiding(row)} data-testid={`ledger-void-${row.id}`}>
                {t('ledgers:action.void')}
              </Button>
            </Space>
          ) : null
        }
      />
      <RecordDialog definition={definition} editing={editing} onClose={() => setEditing(null)} onSaved={saved} />
      <RecordView definition={definition} id={viewing} onClose={() => setViewing(null)} />
      <VoidDialog code={code} record={voiding} onClose={() => setVoiding(null)} onSaved={saved} />
    </Card>
  );
}
