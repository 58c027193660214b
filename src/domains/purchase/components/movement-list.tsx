import { DatePicker, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { fetchMovementPage } from '../api';
import { BATCH_SOURCE, MEALS, MOVEMENT } from '../format';
import type { LedgerRow } from '../types';
import { Qty } from './common';
import '../i18n';

/** A ledger of movements of some kinds (入库; 出库 and 报损), newest first, by goods, day and (for 出库) meal. */
export function MovementList({ name, kinds, emptyText, toolbar }: { name: string; kinds: number[]; emptyText: string; toolbar?: ReactNode }) {
  const { t } = useTranslation('purchase');
  const list = useCrudList<LedgerRow>(name, (query) => fetchMovementPage(kinds, query));
  const issues = kinds.includes(MOVEMENT.issue);
  return (
    <CrudTable<LedgerRow>
      name={name}
      list={list}
      emptyText={emptyText}
      toolbar={toolbar}
      searchFields={[
        { field: 'goods', label: t('field.goods') },
        { field: 'day', label: t('field.day'), control: <DatePicker style={{ width: 160 }} /> },
        ...(issues
          ? [
              {
                field: 'meal',
                label: t('field.meal'),
                control: (
                  <Select
                    allowClear
                    style={{ width: 120 }}
                    placeholder={t('all')}
                    options={MEALS.map((meal) => ({ label: t(`meal.${meal}`), value: String(meal) }))}
                  />
                ),
              },
            ]
          : []),
      ]}
      columns={[
        { title: t('field.time'), dataIndex: 'createTime', width: 160 },
        ...(kinds.length > 1 ? [{ title: t('field.kind'), dataIndex: 'kind', width: 70, render: (kind: number) => t(`movement.${kind}`) }] : []),
        { title: t('field.goods'), dataIndex: 'goodsName', width: 120 },
        {
          title: t('field.supplier'),
          dataIndex: 'supplierName',
          width: 170,
          ellipsis: true,
          render: (name: string | null, row: LedgerRow) => (row.source === BATCH_SOURCE.opening ? <Tag size="small">{t('opening.mark')}</Tag> : name),
        },
        { title: t('field.batch'), dataIndex: 'batchId', width: 90 },
        {
          title: t('field.quantity'),
          dataIndex: 'quantity',
          width: 100,
          align: 'right' as const,
          render: (q: number, row: LedgerRow) => <Qty quantity={Math.abs(q)} baseUnit={row.baseUnit} />,
        },
        { title: t('field.expiryDate'), dataIndex: 'expiryDate', width: 110 },
        ...(issues ? [{ title: t('field.meal'), dataIndex: 'meal', width: 60, render: (meal: number) => (meal ? t(`meal.${meal}`) : '') }] : []),
        { title: t('field.purpose'), dataIndex: 'purpose', width: 160, ellipsis: true, render: (purpose: string, row: LedgerRow) => purpose || row.reason },
        { title: t('field.user'), dataIndex: 'userName', width: 90 },
      ]}
    />
  );
}
