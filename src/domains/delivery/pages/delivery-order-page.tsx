import { Button, Card, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { DELIVERY } from '../../purchase';
import { fetchDeliveries } from '../api';
import { CreateDeliveryDialog } from '../components/create-dialog';
import { DeliveryDrawer } from '../components/delivery-drawer';
import { askStep } from '../components/step-action';
import { DeliveryStatusTag } from '../components/tags';
import { useAllDeliveries, useRefreshDelivery } from '../hooks';
import { outOfRange } from '../logic';
import type { DeliveryRow } from '../types';
import '../i18n';
import './delivery.css';

/**
 * 配送单: the supplier's delivery notes, newest first, by state; 新建配送单 from a confirmed order (vehicle, driver),
 * 确认发车 and 确认送达 (button delivery_confirm), and a note's details with its cold-chain readings.
 */
export function DeliveryOrderPage() {
  const { t } = useTranslation('delivery');
  const canAdd = useCan('delivery_add');
  const canMove = useCan('delivery_confirm');
  const list = useCrudList<DeliveryRow>('deliveryOrder', fetchDeliveries);
  const all = useAllDeliveries();
  const refresh = useRefreshDelivery();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<DeliveryRow>();
  const taken = new Set((all.data ?? []).map((row) => row.orderId));

  return (
    <Card className="page-card" data-testid="delivery-order-page">
      <CrudTable<DeliveryRow>
        name="deliveryOrder"
        list={list}
        emptyText={t('order.empty')}
        addLabel={t('order.add')}
        searchFields={[
          {
            field: 'status',
            label: t('field.status'),
            control: (
              <Select
                allowClear
                placeholder={t('field.status')}
                style={{ width: 140 }}
                options={[1, 2, 3].map((value) => ({ label: t(`status.${value}`), value: String(value) }))}
              />
            ),
          },
          { field: 'orderNo', label: t('field.orderNo') },
          { field: 'canteenName', label: t('field.canteen') },
        ]}
        columns={[
          { title: t('field.orderNo'), dataIndex: 'orderNo', width: 170 },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 170, ellipsis: true },
          { title: t('field.deliveryDate'), dataIndex: 'deliveryDate', width: 110 },
          { title: t('field.plate'), dataIndex: 'plate', width: 110 },
          { title: t('field.driver'), dataIndex: 'driverName', width: 90 },
          { title: t('field.status'), dataIndex: 'status', width: 100, render: (value: number) => <DeliveryStatusTag status={value} /> },
          {
            title: t('field.latest'),
            dataIndex: 'latestTemperature',
            width: 100,
            render: (value: number | null, row) =>
              value === null ? '—' : <span className={outOfRange(value, row.limit) ? 'delivery-over' : undefined}>{`${value.toFixed(1)} °C`}</span>,
          },
          { title: t('field.departTime'), dataIndex: 'departTime', width: 160, render: (value: string | null) => value ?? '—' },
          { title: t('field.arriveTime'), dataIndex: 'arriveTime', width: 160, render: (value: string | null) => value ?? '—' },
        ]}
        onAdd={canAdd ? () => setAdding(true) : undefined}
        onView={(row) => setViewing(row)}
        rowActions={(row) =>
          canMove && row.status !== DELIVERY.arrived ? (
            <Button
              type="text"
              size="mini"
              onClick={() => askStep(t, row, row.status === DELIVERY.waiting ? 'depart' : 'arrive', refresh)}
              data-testid={`delivery-${row.status === DELIVERY.waiting ? 'depart' : 'arrive'}-${row.id}`}
            >
              {t(row.status === DELIVERY.waiting ? 'order.depart' : 'order.arrive')}
            </Button>
          ) : null
        }
      />
      <CreateDeliveryDialog
        visible={adding}
        taken={taken}
        onClose={() => setAdding(false)}
        onSaved={(saved) => {
          setAdding(false);
          refresh();
          list.reveal(saved);
        }}
      />
      <DeliveryDrawer row={viewing} onClose={() => setViewing(undefined)} onChanged={refresh} />
    </Card>
  );
}
