import { Button, Card, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { IconLeft, IconPrinter } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CrudTable, useCrudList } from '../../../components/crud';
import { StatusPanel } from '../../../components/status-panel';
import { fetchBatches } from '../api';
import { dayField, useReachFields } from '../components/filters';
import { quantityText } from '../components/format';
import { TraceView } from '../components/trace-view';
import { useTrace } from '../hooks';
import { TRACE_LISTS } from '../queries';
import type { BatchRow } from '../types';
import '../components/trace.css';
import '../i18n';

/** A batch's trace: loading, failed (not found, or not the caller's), or the chain with print and back. */
function BatchTrace({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('trace');
  const trace = useTrace(id);
  const toolbar = (
    <div className="trace-toolbar trace-no-print">
      <Button icon={<IconLeft />} onClick={onBack} data-testid="trace-back">
        {t('trace.back')}
      </Button>
      <Button icon={<IconPrinter />} onClick={() => window.print()} disabled={!trace.data} data-testid="trace-print">
        {t('trace.print')}
      </Button>
    </div>
  );
  if (trace.error)
    return (
      <Card className="page-card">
        {toolbar}
        <StatusPanel
          kind="error"
          title={t('trace.failed')}
          error={trace.error}
          actionLabel={t('retry')}
          onAction={() => void trace.mutate()}
          testId="trace-error"
        />
      </Card>
    );
  return (
    <Card className="page-card trace-printable" data-testid="trace-page">
      {toolbar}
      {trace.data ? <TraceView trace={trace.data} /> : <Spin block loading tip={t('loading')} style={{ minHeight: 200, display: 'block' }} />}
    </Card>
  );
}

/**
 * 批次溯源: pick a batch (by goods, supplier, canteen and the day it came into stock) and see its whole chain both
 * ways. The chosen batch is in the address (`?id=`), so 溯源查询 and a shared link open it directly.
 */
export function BatchPage() {
  const { t } = useTranslation('trace');
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const list = useCrudList<BatchRow>(TRACE_LISTS.batches, fetchBatches, {}, { enabled: !id });
  const reachFields = useReachFields({ supplier: t('filter.supplier'), canteen: t('filter.canteen') });
  if (id) return <BatchTrace id={id} onBack={() => setParams({})} />;
  const open = (row: BatchRow) => setParams({ id: row.id });
  return (
    <Card className="page-card" data-testid="trace-batches-page">
      <CrudTable<BatchRow>
        name={TRACE_LISTS.batches}
        list={list}
        emptyText={t('batch.empty')}
        searchFields={[
          { field: 'keyword', label: t('filter.goods') },
          ...reachFields,
          dayField('startDate', t('filter.startDate')),
          dayField('endDate', t('filter.endDate')),
        ]}
        columns={[
          { title: t('batch.goods'), dataIndex: 'goodsName', width: 140 },
          { title: t('batch.id'), dataIndex: 'id', width: 180 },
          { title: t('batch.canteen'), dataIndex: 'canteenName', width: 170 },
          { title: t('batch.supplier'), dataIndex: 'supplierName', width: 200, render: (name: string | null, row) => name ?? t(`source.${row.source}`) },
          { title: t('batch.orderNo'), dataIndex: 'orderNo', width: 170, render: (no: string | null) => no ?? '—' },
          { title: t('batch.receivedDate'), dataIndex: 'receivedDate', width: 110 },
          { title: t('batch.expiryDate'), dataIndex: 'expiryDate', width: 110, render: (day: string | null) => day ?? '—' },
          { title: t('batch.onHand'), dataIndex: 'onHand', width: 110, render: (onHand: number, row) => quantityText(onHand, row.baseUnit) },
        ]}
        rowActions={(row) => (
          <Space>
            <Button type="text" size="mini" onClick={() => open(row)} data-testid={`trace-open-${row.id}`}>
              {t('batch.trace')}
            </Button>
          </Space>
        )}
      />
    </Card>
  );
}
