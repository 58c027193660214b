import { Button, Card, DatePicker, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { formatYuan } from '../../../lib/money';
import { ORDER } from '../../purchase';
import { fetchOrder, fetchOrders } from '../api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { OrderDrawer } from '../components/order-drawer';
import { RefuseDialog } from '../components/refuse-dialog';
import { OrderStatusTag } from '../components/tags';
import { useRefreshSales } from '../hooks';
import type { SalesOrder, SalesOrderDetail } from '../types';
import '../i18n';
import './sales.css';

/** The states a supplier sees (never a draft). */
const STATES = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * 销售订单: the orders the schools' canteens sent this supplier, newest first, by state, canteen and delivery date;
 * 确认 (in full or line by line) or 拒绝 with a reason while an order waits, and its details in a drawer.
 */
export function SalesOrderPage() {
  const { t } = useTranslation('sales');
  const canConfirm = useCan('sales_order_confirm');
  const list = useCrudList<SalesOrder>('salesOrder', fetchOrders);
  const refresh = useRefreshSales();
  const [viewing, setViewing] = useState<string>();
  const [confirming, setConfirming] = useState<SalesOrderDetail | null>(null);
  const [refusing, setRefusing] = useState<SalesOrder | null>(null);
  const [opening, setOpening] = useState<string>();
  const done = () => {
    setConfirming(null);
    setRefusing(null);
    refresh();
  };
  const openConfirm = async (row: SalesOrder) => {
    setOpening(row.id);
    try {
      setConfirming(await fetchOrder(row.id));
    } finally {
      setOpening(undefined);
    }
  };

  return (
    <Card className="page-card" data-testid="sales-order-page">
      <CrudTable<SalesOrder>
        name="salesOrder"
        list={list}
        emptyText={t('order.empty')}
        searchFields={[
          {
            field: 'status',
            label: t('field.status'),
            control: (
              <Select
                allowClear
                placeholder={t('field.status')}
                style={{ width: 140 }}
                options={STATES.map((value) => ({ label: t(`status.${value}`), value: String(value) }))}
              />
            ),
          },
          { field: 'keyword', label: t('field.keyword') },
          { field: 'from', label: t('field.from'), control: <DatePicker style={{ width: 150 }} /> },
          { field: 'to', label: t('field.to'), control: <DatePicker style={{ width: 150 }} /> },
        ]}
        columns={[
          { title: t('field.orderNo'), dataIndex: 'orderNo', width: 170 },
          {
            title: t('field.canteen'),
            dataIndex: 'canteenName',
            width: 180,
            ellipsis: true,
            render: (value: string, row) => (
              <>
                {value}
                {row.emergency ? (
                  <Tag color="orange" size="small" className="sales-inline-tag">
                    {t('order.emergency')}
                  </Tag>
                ) : null}
              </>
            ),
          },
          { title: t('field.deliveryDate'), dataIndex: 'deliveryDate', width: 110 },
          { title: t('field.meal'), dataIndex: 'meal', width: 70, render: (value: number) => t(`meal.${value}`) },
          { title: t('field.status'), dataIndex: 'status', width: 100, render: (value: number) => <OrderStatusTag status={value} /> },
          { title: t('field.amount'), dataIndex: 'totalAmount', width: 120, align: 'right', render: (value: number) => formatYuan(value) },
          { title: t('field.createTime'), dataIndex: 'createTime', width: 160 },
        ]}
        onView={(row) => setViewing(row.id)}
        rowActions={(row) =>
          canConfirm && row.status === ORDER.submitted ? (
            <>
              <Button type="text" size="mini" loading={opening === row.id} onClick={() => void openConfirm(row)} data-testid={`sales-order-confirm-${row.id}`}>
                {t('order.confirm')}
              </Button>
              <Button type="text" size="mini" status="danger" onClick={() => setRefusing(row)} data-testid={`sales-order-refuse-${row.id}`}>
                {t('order.refuse')}
              </Button>
            </>
          ) : null
        }
      />
      <OrderDrawer
        id={viewing}
        canConfirm={canConfirm}
        onConfirm={(order) => setConfirming(order)}
        onRefuse={(order) => setRefusing(order)}
        onClose={() => setViewing(undefined)}
      />
      <ConfirmDialog order={confirming} onClose={() => setConfirming(null)} onSaved={done} />
      <RefuseDialog order={refusing} onClose={() => setRefusing(null)} onSaved={done} />
    </Card>
  );
}
