import { Button, Card, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { fetchBatchPage } from '../api';
import { ExpiryTag, Money, Qty } from '../components/common';
import { LedgerDrawer } from '../components/ledger-drawer';
import { LossDialog } from '../components/loss-dialog';
import { BATCH_SOURCE, daysLeft, EXPIRY_FILTERS, expiryLevel, inExpiryFilter, lineAmount } from '../format';
import { useToday } from '../../../lib/server-clock';
import { useKeeper, useRefreshPurchase, useWarehouses } from '../hooks';
import type { Batch } from '../types';
import '../i18n';
import './purchase.css';

/**
 * 库存查询: the batches on hand, first to expire first — goods, supplier, dates, on hand, value, and the days left in
 * a warning colour (near: NEAR_EXPIRY_DAYS), and the warehouse it is kept in — by goods, warehouse and expiry; each
 * batch's ledger (台账), and 报损 for the canteen.
 */
export function StockPage() {
  const { t } = useTranslation('purchase');
  const keeper = useKeeper();
  const today = useToday();
  const refresh = useRefreshPurchase();
  const list = useCrudList<Batch>('purchase-stock', (query) =>
    fetchBatchPage(query, (batch) => inExpiryFilter(expiryLevel(daysLeft(batch.expiryDate, today)), query.expiry)),
  );
  const warehouses = useWarehouses();
  const [ledger, setLedger] = useState<string | null>(null);
  const [losing, setLosing] = useState<Batch | null>(null);
  return (
    <Card className="page-card" data-testid="purchase-stock-page">
      <CrudTable<Batch>
        name="purchase-stock"
        list={list}
        emptyText={t('stock.empty')}
        searchFields={[
          { field: 'goods', label: t('field.goods') },
          {
            field: 'warehouse',
            label: t('field.warehouse'),
            control: (
              <Select
                allowClear
                style={{ width: 160 }}
                placeholder={t('all')}
                loading={warehouses.isLoading}
                options={(warehouses.data ?? []).map((row) => ({ label: row.name, value: row.id }))}
              />
            ),
          },
          {
            field: 'expiry',
            label: t('field.expiryState'),
            control: (
              <Select
                allowClear
                style={{ width: 140 }}
                placeholder={t('all')}
                options={EXPIRY_FILTERS.map((level) => ({ label: t(`expiry.${level}`), value: level }))}
              />
            ),
          },
        ]}
        columns={[
          { title: t('field.goods'), dataIndex: 'goodsName', width: 120 },
          {
            title: t('field.supplier'),
            dataIndex: 'supplierName',
            width: 180,
            ellipsis: true,
            render: (name: string | null, row: Batch) => (row.source === BATCH_SOURCE.opening ? <Tag size="small">{t('opening.mark')}</Tag> : name),
          },
          { title: t('field.batch'), dataIndex: 'id', width: 90 },
          {
            title: t('field.warehouse'),
            dataIndex: 'warehouseName',
            width: 120,
            ellipsis: true,
            render: (name: string | null) => name ?? t('stock.noWarehouse'),
          },
          { title: t('field.productionDate'), dataIndex: 'productionDate', width: 110 },
          { title: t('field.expiryDate'), dataIndex: 'expiryDate', width: 110 },
          {
            title: t('field.daysLeft'),
            dataIndex: 'expired',
            width: 100,
            render: (_: boolean, row) => (
              <>
                <ExpiryTag expiry={row.expiryDate} today={today} />
                {/* a batch failing its food test is not issued (检测管理) */}
                {row.testFailed ? (
                  <Tag size="small" color="red" data-testid={`batch-test-failed-${row.id}`}>
                    {t('stock.testFailed')}
                  </Tag>
                ) : null}
              </>
            ),
          },
          {
            title: t('field.onHand'),
            dataIndex: 'onHand',
            width: 100,
            align: 'right',
            render: (q: number, row) => <Qty quantity={q} baseUnit={row.baseUnit} />,
          },
          {
            title: t('field.value'),
            dataIndex: 'unitPrice',
            width: 100,
            align: 'right',
            render: (price: number, row) => <Money fen={lineAmount(price, row.onHand, row.baseUnit)} />,
          },
        ]}
        rowActions={(row) => (
          <>
            <Button type="text" size="mini" onClick={() => setLedger(row.id)} data-testid={`stock-ledger-${row.id}`}>
              {t('stock.ledger')}
            </Button>
            {keeper ? (
              <Button type="text" size="mini" status="warning" onClick={() => setLosing(row)} data-testid={`stock-loss-${row.id}`}>
                {t('loss.action')}
              </Button>
            ) : null}
          </>
        )}
      />
      <LedgerDrawer batchId={ledger} onClose={() => setLedger(null)} />
      <LossDialog
        visible={losing !== null}
        batch={losing ?? undefined}
        onClose={() => setLosing(null)}
        onSaved={() => {
          setLosing(null);
          refresh();
        }}
      />
    </Card>
  );
}
