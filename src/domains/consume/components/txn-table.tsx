import { DatePicker, Select, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Select/style/css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList, type SearchField } from '../../../components/crud';
import { useSchoolsAndCanteens } from '../../org';
import { EXPORT, fetchTxns } from '../api';
import type { TxnKind } from '../paths';
import { txnListName } from '../queries';
import type { TxnRow } from '../types';
import { Money } from './money';
import '../consume.css';
import '../i18n';

const EXPORT_NAMES: Record<TxnKind, string> = { detail: '消费流水.xlsx', recharge: '充值记录.xlsx', refund: '退款记录.xlsx', subsidy: '补贴发放.xlsx' };

/**
 * One list of wallet transactions: the shared filters (days, school, person, type of person, meal, device), the
 * person's columns, the kind's own columns, the balance the row left, and the export of the filter.
 */
export function TxnTable({
  kind,
  columns,
  toolbar,
  rowActions,
}: {
  kind: TxnKind;
  columns: TableColumnProps<TxnRow>[];
  toolbar?: ReactNode;
  rowActions?: (row: TxnRow) => ReactNode;
}) {
  const { t } = useTranslation('consume');
  const list = useCrudList<TxnRow>(txnListName(kind), fetchTxns(kind));
  const { schools } = useSchoolsAndCanteens();
  const select = (label: string, options: { value: string; label: string }[]) => (
    <Select allowClear placeholder={label} aria-label={label} style={{ width: 140 }} options={options} />
  );
  const searchFields: SearchField[] = [
    { field: 'startDate', label: t('filter.startDate'), control: <DatePicker style={{ width: 140 }} aria-label={t('filter.startDate')} /> },
    { field: 'endDate', label: t('filter.endDate'), control: <DatePicker style={{ width: 140 }} aria-label={t('filter.endDate')} /> },
    { field: 'name', label: t('field.name') },
    { field: 'personnelNo', label: t('field.personnelNo') },
    { field: 'cardNo', label: t('field.cardNo') },
    {
      field: 'personnelType',
      label: t('field.personnelType'),
      control: select(
        t('field.personnelType'),
        ['1', '2', '3'].map((value) => ({ value, label: t(`personnelType.${value}`) })),
      ),
    },
  ];
  if (schools.length > 1)
    searchFields.push({
      field: 'schoolId',
      label: t('field.school'),
      control: select(
        t('field.school'),
        schools.map((school) => ({ value: school.id, label: school.name })),
      ),
    });
  if (kind === 'detail')
    searchFields.push(
      {
        field: 'txnType',
        label: t('field.txnType'),
        control: select(
          t('field.txnType'),
          ['CONSUME', 'RECHARGE', 'REFUND', 'SUBSIDY_GRANT', 'SUBSIDY_EXPIRE', 'CLOSE_REFUND'].map((value) => ({ value, label: t(`txnType.${value}`) })),
        ),
      },
      {
        field: 'dinnerType',
        label: t('field.dinnerType'),
        control: select(
          t('field.dinnerType'),
          ['1', '2', '3', '4'].map((value) => ({ value, label: t(`dinnerType.${value}`) })),
        ),
      },
      { field: 'deviceSn', label: t('field.deviceSn') },
    );
  return (
    <CrudTable<TxnRow>
      name={txnListName(kind)}
      list={list}
      emptyText={t('empty')}
      searchFields={searchFields}
      toolbar={toolbar}
      rowActions={rowActions}
      exportFile={{ path: EXPORT[kind], fileName: EXPORT_NAMES[kind], method: 'post' }}
      columns={[
        { title: t('field.time'), dataIndex: 'createTime', width: 170, render: (time: string) => <span className="consume-nowrap">{time}</span> },
        { title: t('field.personnelNo'), dataIndex: 'personnelNo', width: 100 },
        { title: t('field.name'), dataIndex: 'name', width: 90 },
        { title: t('field.personnelType'), dataIndex: 'personnelType', width: 80, render: (type: number) => t(`personnelType.${type}`) },
        { title: t('field.className'), dataIndex: 'className', width: 100 },
        ...columns,
        { title: t('field.cashAfter'), dataIndex: 'cashAfter', width: 110, align: 'right', render: (fen: number) => <Money fen={fen} /> },
        { title: t('field.subsidyAfter'), dataIndex: 'subsidyAfter', width: 110, align: 'right', render: (fen: number) => <Money fen={fen} /> },
        { title: t('field.school'), dataIndex: 'schoolName', width: 140, ellipsis: true },
      ]}
    />
  );
}
