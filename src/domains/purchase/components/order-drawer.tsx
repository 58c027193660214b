import { Alert, Descriptions, Drawer, Spin, Table, Timeline } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Timeline/style/css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../components/status-panel';
import { fetchAcceptances, fetchDelivery, fetchOrder } from '../api';
import { ORDER, displayUnit, orderHistory } from '../format';
import { purchaseKeys } from '../queries';
import type { OrderDetail, OrderLine } from '../types';
import { Money, OrderStatusTag, Qty } from './common';
import '../i18n';

/** 订单详情: the order, its lines (ordered, confirmed, inspected), the supplier's refusal and the steps so far. */
export function OrderDrawer({ id, onClose, extra }: { id: string | null; onClose: () => void; extra?: (order: OrderDetail) => ReactNode }) {
  const { t } = useTranslation('purchase');
  const order = useSWR(id ? purchaseKeys.order(id) : null, () => fetchOrder(id!));
  const deliveryId = order.data?.deliveryId;
  const delivery = useSWR(deliveryId ? purchaseKeys.delivery(deliveryId) : null, () => fetchDelivery(deliveryId!));
  const inspected = order.data && order.data.status >= ORDER.accepted && order.data.status <= ORDER.closed;
  const acceptances = useSWR(inspected ? purchaseKeys.acceptances(order.data!.id) : null, () => fetchAcceptances(order.data!.id));
  const data = order.data;
  return (
    <Drawer
      width={820}
      visible={id !== null}
      title={data ? t('order.detailOf', { no: data.orderNo }) : t('order.detail')}
      footer={null}
      onCancel={onClose}
      unmountOnExit
    >
      <div data-testid="order-drawer">
        {order.isLoading ? <Spin tip={t('loading')} /> : null}
        {order.error ? (
          <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('retry')} onAction={() => void order.mutate()} error={order.error} />
        ) : null}
        {data ? (
          <>
            {data.status === ORDER.refused ? (
              <Alert
                type="error"
                title={t('order.refusedBySupplier')}
                content={data.refuseReason}
                data-testid="order-refuse-reason"
                style={{ marginBottom: 12 }}
              />
            ) : null}
            {data.status === ORDER.cancelled && data.cancelReason ? (
              <Alert type="warning" title={t('order.cancelledWhy')} content={data.cancelReason} style={{ marginBottom: 12 }} />
            ) : null}
            <Descriptions
              column={2}
              size="small"
              data={[
                { label: t('field.orderNo'), value: data.orderNo },
                { label: t('field.status'), value: <OrderStatusTag status={data.status} emergency={data.emergency} /> },
                { label: t('field.canteen'), value: data.canteenName },
                { label: t('field.supplier'), value: data.supplierName },
                { label: t('field.deliveryDate'), value: data.deliveryDate },
                { label: t('field.meal'), value: t(`meal.${data.meal}`) },
                { label: t('field.totalAmount'), value: <Money fen={data.totalAmount} /> },
                { label: t('field.createTime'), value: data.createTime },
                ...(data.emergency ? [{ label: t('order.emergencyReason'), value: data.emergencyReason }] : []),
              ]}
            />
            <h4 className="purchase-subtitle">{t('order.lines')}</h4>
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              data={data.lines}
              data-testid="order-lines"
              columns={[
                { title: t('field.goods'), dataIndex: 'goodsName', width: 130 },
                {
                  title: t('field.unitPrice'),
                  dataIndex: 'unitPrice',
                  width: 110,
                  render: (fen: number, line: OrderLine) => (
                    <span>
                      <Money fen={fen} />/{displayUnit(line.baseUnit)}
                    </span>
                  ),
                },
                {
                  title: t('field.quantity'),
                  dataIndex: 'quantity',
                  width: 100,
                  render: (q: number, line: OrderLine) => <Qty quantity={q} baseUnit={line.baseUnit} />,
                },
                {
                  title: t('field.confirmedQty'),
                  dataIndex: 'confirmedQty',
                  width: 100,
                  render: (q: number | null, line: OrderLine) => (q === null ? t('order.notConfirmed') : <Qty quantity={q} baseUnit={line.baseUnit} />),
                },
                { title: t('field.amount'), dataIndex: 'amount', width: 90, align: 'right', render: (fen: number) => <Money fen={fen} /> },
                { title: t('field.inspected'), dataIndex: 'accepted', width: 80, render: (done: boolean) => (done ? t('yes') : t('no')) },
              ]}
            />
            {extra?.(data)}
            <h4 className="purchase-subtitle">{t('order.history')}</h4>
            <Timeline data-testid="order-history">
              {orderHistory(data, delivery.data, acceptances.data ?? []).map((step) => (
                <Timeline.Item key={step.key} label={step.time ?? undefined}>
                  {t(`history.${step.key}`, step.params ?? {})}
                  {step.detail ? <div className="purchase-hint">{step.detail}</div> : null}
                </Timeline.Item>
              ))}
            </Timeline>
          </>
        ) : null}
      </div>
    </Drawer>
  );
}
