import { Button, Card, DatePicker, Modal, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { notify } from '../../../lib/notify';
import { cancelOrder, closeOrder, fetchOrderPage, sendOrder } from '../api';
import { Money, OrderStatusTag } from '../components/common';
import { OrderDialog } from '../components/order-dialog';
import { OrderDrawer } from '../components/order-drawer';
import { ReasonDialog } from '../components/reason-dialog';
import { ORDER_STATUSES, orderActions } from '../format';
import { useToday } from '../../../lib/server-clock';
import { useKeeper, useRefreshPurchase } from '../hooks';
import type { Order } from '../types';
import '../i18n';
import './purchase.css';

/**
 * 采购订单: the canteen's orders (the school's canteens' for the school), by state, supplier and delivery date; a new
 * order from the catalogue; per state 下单 a draft, cancel before the supplier confirms (with the reason), close an
 * inspected order; the detail shows the lines, the supplier's confirmation or refusal and the steps so far.
 */
export function OrderPage() {
  const { t } = useTranslation('purchase');
  const keeper = useKeeper();
  const can = {
    add: useCan('purchase_order_add') && keeper,
    send: useCan('purchase_order_submit') && keeper,
    cancel: useCan('purchase_order_delete') && keeper,
    close: useCan('purchase_order_edit') && keeper,
  };
  const list = useCrudList<Order>('purchase-order', fetchOrderPage);
  const refresh = useRefreshPurchase();
  const today = useToday();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);

  const confirmThen = (title: string, content: string, action: () => Promise<unknown>, done: string) =>
    Modal.confirm({
      title,
      content,
      onOk: async () => {
        await action();
        notify.success(done);
        refresh();
      },
    });

  return (
    <Card className="page-card" data-testid="purchase-order-page">
      <CrudTable<Order>
        name="purchase-order"
        list={list}
        emptyText={t('order.empty')}
        searchFields={[
          {
            field: 'status',
            label: t('field.status'),
            control: (
              <Select
                allowClear
                style={{ width: 140 }}
                placeholder={t('all')}
                options={ORDER_STATUSES.map((s) => ({ label: t(`status.${s}`), value: String(s) }))}
              />
            ),
          },
          { field: 'keyword', label: t('acceptance.keyword') },
          { field: 'deliveryDate', label: t('field.deliveryDate'), control: <DatePicker style={{ width: 160 }} /> },
        ]}
        columns={[
          { title: t('field.orderNo'), dataIndex: 'orderNo', width: 170 },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 150, ellipsis: true },
          { title: t('field.supplier'), dataIndex: 'supplierName', width: 180, ellipsis: true },
          { title: t('field.deliveryDate'), dataIndex: 'deliveryDate', width: 110 },
          { title: t('field.meal'), dataIndex: 'meal', width: 70, render: (meal: number) => t(`meal.${meal}`) },
          { title: t('field.totalAmount'), dataIndex: 'totalAmount', width: 100, align: 'right', render: (fen: number) => <Money fen={fen} /> },
          {
            title: t('field.status'),
            dataIndex: 'status',
            width: 140,
            render: (status: number, row) => <OrderStatusTag status={status} emergency={row.emergency} />,
          },
          {
            title: t('field.reason'),
            dataIndex: 'refuseReason',
            width: 180,
            ellipsis: true,
            render: (refuse: string, row) => refuse || row.cancelReason || '',
          },
          { title: t('field.createTime'), dataIndex: 'createTime', width: 160 },
        ]}
        addLabel={t('order.add')}
        onAdd={can.add ? () => setAdding(true) : undefined}
        onView={(row) => setViewing(row.id)}
        rowActions={(row) => {
          const allowed = orderActions(row.status);
          return (
            <>
              {allowed.send && can.send ? (
                <Button
                  type="text"
                  size="mini"
                  onClick={() => confirmThen(t('order.send'), t('order.sendConfirm', { no: row.orderNo }), () => sendOrder(row.id), t('order.sentDone'))}
                  data-testid={`order-send-${row.id}`}
                >
                  {t('order.send')}
                </Button>
              ) : null}
              {allowed.cancel && can.cancel ? (
                <Button type="text" size="mini" status="warning" onClick={() => setCancelling(row)} data-testid={`order-cancel-${row.id}`}>
                  {t('order.cancel')}
                </Button>
              ) : null}
              {allowed.close && can.close ? (
                <Button
                  type="text"
                  size="mini"
                  onClick={() => confirmThen(t('order.close'), t('order.closeConfirm', { no: row.orderNo }), () => closeOrder(row.id), t('order.closedDone'))}
                  data-testid={`order-close-${row.id}`}
                >
                  {t('order.close')}
                </Button>
              ) : null}
            </>
          );
        }}
      />
      <OrderDialog
        visible={adding}
        today={today}
        onClose={() => setAdding(false)}
        onSaved={(order) => {
          setAdding(false);
          list.reveal(order);
          refresh();
        }}
      />
      <OrderDrawer id={viewing} onClose={() => setViewing(null)} />
      <ReasonDialog
        title={t('order.cancel')}
        label={t('order.cancelReason')}
        visible={cancelling !== null}
        save={(reason) => cancelOrder(cancelling!.id, reason)}
        success={t('order.cancelledDone')}
        onClose={() => setCancelling(null)}
        onSaved={() => {
          setCancelling(null);
          refresh();
        }}
      />
    </Card>
  );
}
