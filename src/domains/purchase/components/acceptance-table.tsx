import { Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../components/status-panel';
import { fetchAcceptances } from '../api';
import { DECISION, formatQty } from '../format';
import { purchaseKeys } from '../queries';
import type { Acceptance, OrderDetail } from '../types';
import '../i18n';

const DECISION_COLOR: Record<number, string> = { [DECISION.pass]: 'green', [DECISION.partly]: 'orange', [DECISION.refuse]: 'red' };

/** An order's inspections, line by line: received, accepted, temperature, dates, decision and reason, who received. */
export function AcceptanceTable({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('purchase');
  const { data, error, isLoading, mutate } = useSWR(purchaseKeys.acceptances(order.id), () => fetchAcceptances(order.id));
  const unitOf = new Map(order.lines.map((line) => [line.id, line.baseUnit]));
  const qty = (quantity: number, row: Acceptance) => formatQty(quantity, unitOf.get(row.lineId) ?? 'g');
  if (error) return <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('retry')} onAction={() => void mutate()} error={error} />;
  return (
    <>
      <h4 className="purchase-subtitle">{t('acceptance.records')}</h4>
      <Table
        rowKey="id"
        size="small"
        loading={isLoading}
        pagination={false}
        data={data ?? []}
        data-testid="acceptance-records"
        noDataElement={<span>{t('acceptance.noRecords')}</span>}
        columns={[
          { title: t('field.goods'), dataIndex: 'goodsName', width: 110 },
          { title: t('field.receivedQty'), dataIndex: 'receivedQty', width: 90, render: qty },
          { title: t('field.acceptedQty'), dataIndex: 'acceptedQty', width: 90, render: qty },
          { title: t('field.temperature'), dataIndex: 'temperature', width: 80, render: (value: number | null) => (value === null ? '—' : `${value} °C`) },
          { title: t('field.productionDate'), dataIndex: 'productionDate', width: 110 },
          { title: t('field.expiryDate'), dataIndex: 'expiryDate', width: 110 },
          {
            title: t('acceptance.decision'),
            dataIndex: 'decision',
            width: 90,
            render: (decision: number) => (
              <Tag size="small" color={DECISION_COLOR[decision]}>
                {t(`decision.${decision}`)}
              </Tag>
            ),
          },
          { title: t('field.reason'), dataIndex: 'reason', width: 140, ellipsis: true },
          { title: t('field.receiver'), dataIndex: 'receiver', width: 120, render: (receiver: string, row: Acceptance) => `${receiver} / ${row.witness}` },
        ]}
      />
    </>
  );
}
