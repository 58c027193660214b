import { Descriptions, Drawer, Spin, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../components/status-panel';
import { fetchLedger } from '../api';
import { BATCH_SOURCE } from '../format';
import { purchaseKeys } from '../queries';
import type { Movement } from '../types';
import { Qty } from './common';
import '../i18n';

/** 台账: a batch and every movement of it, whose sum is its on hand. */
export function LedgerDrawer({ batchId, onClose }: { batchId: string | null; onClose: () => void }) {
  const { t } = useTranslation('purchase');
  const { data, error, isLoading, mutate } = useSWR(batchId ? purchaseKeys.ledger(batchId) : null, () => fetchLedger(batchId!));
  return (
    <Drawer
      width={760}
      visible={batchId !== null}
      title={data ? t('stock.ledgerOf', { goods: data.batch.goodsName }) : t('stock.ledger')}
      footer={null}
      onCancel={onClose}
      unmountOnExit
    >
      <div data-testid="ledger-drawer">
        {isLoading ? <Spin tip={t('loading')} /> : null}
        {error ? <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('retry')} onAction={() => void mutate()} error={error} /> : null}
        {data ? (
          <>
            <Descriptions
              column={2}
              size="small"
              data={[
                { label: t('field.batch'), value: data.batch.id },
                { label: t('field.supplier'), value: data.batch.source === BATCH_SOURCE.opening ? t('opening.mark') : (data.batch.supplierName ?? '—') },
                { label: t('field.productionDate'), value: data.batch.productionDate ?? '—' },
                { label: t('field.expiryDate'), value: data.batch.expiryDate ?? '—' },
                { label: t('field.onHand'), value: <Qty quantity={data.batch.onHand} baseUnit={data.batch.baseUnit} /> },
                { label: t('stock.sum'), value: <Qty quantity={data.sum} baseUnit={data.batch.baseUnit} /> },
              ]}
            />
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              data={data.movements}
              data-testid="ledger-movements"
              columns={[
                { title: t('field.time'), dataIndex: 'createTime', width: 160 },
                { title: t('field.kind'), dataIndex: 'kind', width: 70, render: (kind: number) => t(`movement.${kind}`) },
                { title: t('field.quantity'), dataIndex: 'quantity', width: 100, render: (q: number) => <Qty quantity={q} baseUnit={data.batch.baseUnit} /> },
                { title: t('field.meal'), dataIndex: 'meal', width: 60, render: (meal: number) => (meal ? t(`meal.${meal}`) : '') },
                {
                  title: t('field.purpose'),
                  dataIndex: 'purpose',
                  width: 140,
                  ellipsis: true,
                  render: (purpose: string, row: Movement) => purpose || row.reason,
                },
                { title: t('field.user'), dataIndex: 'userName', width: 90 },
              ]}
            />
          </>
        ) : null}
      </div>
    </Drawer>
  );
}
