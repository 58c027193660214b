import { Button, Descriptions, Drawer, Empty, Space, Spin, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../components/status-panel';
import { formatYuan } from '../../../lib/money';
import { ORDER } from '../../purchase';
import { useSalesOrder } from '../hooks';
import { formatQuantity } from '../logic';
import type { SalesOrderDetail, SalesOrderLine } from '../types';
import { OrderStatusTag } from './tags';
import '../i18n';

interface Props {
  id: string | undefined;
  canConfirm: boolean;
  onConfirm: (order: SalesOrderDetail) => void;
  onRefuse: (order: SalesOrderDetail) => void;
  onClose: () => void;
}

/** An order received: its school, date and state, its lines (ordered and confirmed), and 确认 / 拒绝 while it waits. */
export function OrderDrawer({ id, canConfirm, onConfirm, onRefuse, onClose }: Props) {
  const { t } = useTranslation('sales');
  const { data, error, isLoading, mutate } = useSalesOrder(id);
  const waiting = data?.status === ORDER.submitted && canConfirm;
  return (
    <Drawer
      width={860}
      title={data ? `${t('order.detail')} · ${data.orderNo}` : t('order.detail')}
      visible={Boolean(id)}
      onCancel={onClose}
      unmountOnExit
      footer={
        waiting && data ? (
          <Space>
            <Button status="danger" onClick={() => onRefuse(data)} data-testid="sales-order-drawer-refuse">
              {t('order.refuse')}
            </Button>
            <Button type="primary" onClick={() => onConfirm(data)} data-testid="sales-order-drawer-confirm">
              {t('order.confirm')}
            </Button>
          </Space>
        ) : null
      }
    >
      {isLoading ? (
        <Spin className="page-loading" tip={t('common:loading')} />
      ) : error || !data ? (
        <StatusPanel kind="error" title={t('order.loadFailed')} actionLabel={t('common:retry')} onAction={() => void mutate()} error={error} />
      ) : (
        <div data-testid="sales-order-detail">
          <Descriptions
            column={2}
            border
            data={[
              { label: t('field.orderNo'), value: data.orderNo },
              { label: t('field.status'), value: <OrderStatusTag status={data.status} /> },
              { label: t('field.canteen'), value: data.canteenName },
              { label: t('field.deliveryDate'), value: `${data.deliveryDate} ${t(`meal.${data.meal}`)}` },
              { label: t('field.amount'), value: formatYuan(data.totalAmount) },
              { label: t('field.createTime'), value: data.createTime },
              ...(data.emergency ? [{ label: t('field.emergencyReason'), value: <Tag color="orange">{data.emergencyReason}</Tag> }] : []),
              ...(data.refuseReason ? [{ label: t('field.refuseReason'), value: data.refuseReason }] : []),
              ...(data.cancelReason ? [{ label: t('field.cancelReason'), value: data.cancelReason }] : []),
              ...(data.deliveryId ? [{ label: t('order.delivery'), value: data.deliveryId }] : []),
            ]}
          />
          <h3 className="sales-subtitle">{t('order.lines')}</h3>
          <Table<SalesOrderLine>
            rowKey="id"
            data={data.lines}
            pagination={false}
            noDataElement={<Empty />}
            columns={[
              { title: t('field.goods'), dataIndex: 'goodsName' },
              { title: t('field.storage'), dataIndex: 'storageClass', width: 70, render: (value: number) => t(`storage.${value}`) },
              { title: t('field.unitPrice'), dataIndex: 'unitPrice', width: 130, align: 'right', render: (value: number) => formatYuan(value) },
              {
                title: t('field.quantity'),
                dataIndex: 'quantity',
                width: 110,
                align: 'right',
                render: (value: number, line) => formatQuantity(value, line.baseUnit),
              },
              {
                title: t('field.confirmedQty'),
                dataIndex: 'confirmedQty',
                width: 110,
                align: 'right',
                render: (value: number | null, line) => formatQuantity(value, line.baseUnit),
              },
              { title: t('field.lineAmount'), dataIndex: 'amount', width: 110, align: 'right', render: (value: number) => formatYuan(value) },
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}
