import { Button, Card, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { fetchOrderPage } from '../api';
import { AcceptanceDialog } from '../components/acceptance-dialog';
import { AcceptanceTable } from '../components/acceptance-table';
import { Money, OrderStatusTag } from '../components/common';
import { OrderDrawer } from '../components/order-drawer';
import { INSPECTED, ORDER } from '../format';
import { useKeeper, useRefreshPurchase } from '../hooks';
import type { Order } from '../types';
import '../i18n';
import './purchase.css';

/**
 * 收货验收: the deliveries to receive — arrived at the canteen, inspected line by line (验收登记), and those on the road
 * for today — and the past inspections with their lines, decisions and reasons.
 */
export function AcceptancePage() {
  const { t } = useTranslation('purchase');
  const keeper = useKeeper();
  const canInspect = useCan('purchase_acceptance_add') && keeper;
  const refresh = useRefreshPurchase();
  // filtered on the server: 待验收 (receive, the 待验收配送 to-do's link) and the inspected states
  const arrived = useCrudList<Order>('purchase-arrived', fetchOrderPage, { receive: 'true' });
  const inspected = useCrudList<Order>('purchase-inspected', fetchOrderPage, { receive: '', status: INSPECTED.join(',') });
  const [inspecting, setInspecting] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const columns = [
    { title: t('field.orderNo'), dataIndex: 'orderNo', width: 170 },
    { title: t('field.canteen'), dataIndex: 'canteenName', width: 150, ellipsis: true },
    { title: t('field.supplier'), dataIndex: 'supplierName', width: 180, ellipsis: true },
    { title: t('field.deliveryDate'), dataIndex: 'deliveryDate', width: 110 },
    { title: t('field.totalAmount'), dataIndex: 'totalAmount', width: 100, align: 'right' as const, render: (fen: number) => <Money fen={fen} /> },
    {
      title: t('field.status'),
      dataIndex: 'status',
      width: 130,
      render: (status: number, row: Order) => <OrderStatusTag status={status} emergency={row.emergency} />,
    },
  ];
  const search = [{ field: 'keyword', label: t('acceptance.keyword') }];

  return (
    <Card className="page-card" data-testid="purchase-acceptance-page">
      <Tabs defaultActiveTab="arrived" lazyload={false}>
        <Tabs.TabPane key="arrived" title={t('acceptance.arrived')}>
          <CrudTable<Order>
            name="purchase-arrived"
            list={arrived}
            emptyText={t('acceptance.noneArrived')}
            searchFields={search}
            columns={columns}
            onView={(row) => setViewing(row.id)}
            rowActions={
              canInspect
                ? (row) =>
                    row.status !== ORDER.delivered ? null : (
                      <Button type="text" size="mini" onClick={() => setInspecting(row.id)} data-testid={`acceptance-inspect-${row.id}`}>
                        {t('acceptance.inspect')}
                      </Button>
                    )
                : undefined
            }
          />
        </Tabs.TabPane>
        <Tabs.TabPane key="inspected" title={t('acceptance.inspected')}>
          <CrudTable<Order>
            name="purchase-inspected"
            list={inspected}
            emptyText={t('acceptance.noneInspected')}
            searchFields={search}
            columns={columns}
            onView={(row) => setViewing(row.id)}
          />
        </Tabs.TabPane>
      </Tabs>
      <AcceptanceDialog
        orderId={inspecting}
        onClose={() => setInspecting(null)}
        onSaved={() => {
          setInspecting(null);
          refresh();
        }}
      />
      <OrderDrawer
        id={viewing}
        onClose={() => setViewing(null)}
        extra={(order) => (order.status >= ORDER.accepted && order.status <= ORDER.closed ? <AcceptanceTable order={order} /> : null)}
      />
    </Card>
  );
}
