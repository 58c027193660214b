import { Alert, Form, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { createDelivery } from '../api';
import { useConfirmedOrders, useDrivers, useVehicles } from '../hooks';
import { certState } from '../logic';
import type { DeliveryDetail } from '../types';
import '../i18n';

interface Values {
  orderId: string;
  vehicleId: string;
  driverId: string;
}

interface Props {
  visible: boolean;
  /** the orders that have a note already (a confirmed order gets one note) */
  taken: ReadonlySet<string>;
  onClose: () => void;
  onSaved: (saved: DeliveryDetail) => void;
}

/**
 * 新建配送单: a confirmed order without a note, a vehicle and a driver. A driver whose health certificate lapses before
 * the order's delivery date is shown disabled (the server refuses it: 驾驶员健康证已过期), and cold-chain goods need a
 * refrigerated vehicle (冷链食材须使用冷藏车配送, the server's word).
 */
export function CreateDeliveryDialog({ visible, taken, onClose, onSaved }: Props) {
  const { t } = useTranslation('delivery');
  const [form] = Form.useForm<Values>();
  const orders = useConfirmedOrders(visible);
  const vehicles = useVehicles();
  const drivers = useDrivers();
  const open = (orders.data ?? []).filter((order) => !taken.has(order.id));
  const orderId = Form.useWatch('orderId', form) as string | undefined;
  const day = open.find((order) => order.id === orderId)?.deliveryDate;
  return (
    <FormDialog<Values, DeliveryDetail>
      title={t('order.add')}
      visible={visible}
      form={form}
      save={(values) => createDelivery(values)}
      success={t('order.created')}
      refusal="inline"
      onSaved={onSaved}
      onClose={onClose}
      okTestId="delivery-create-ok"
      testId="delivery-create-dialog"
      intro={<Alert type="info" content={t('order.coldHint')} />}
    >
      <Form.Item label={t('field.order')} field="orderId" rules={[{ required: true, message: t('order.ruleOrder') }]}>
        <Select
          loading={orders.isLoading}
          notFoundContent={t('order.noOrders')}
          options={open.map((order) => ({ label: `${order.orderNo} · ${order.canteenName} · ${order.deliveryDate}`, value: order.id }))}
          data-testid="delivery-create-order"
        />
      </Form.Item>
      <Form.Item label={t('field.vehicle')} field="vehicleId" rules={[{ required: true, message: t('order.ruleVehicle') }]}>
        <Select
          loading={vehicles.isLoading}
          options={(vehicles.data ?? []).map((vehicle) => ({
            label: `${vehicle.plate}${vehicle.refrigerated ? ` · ${t('field.refrigerated')}` : ''}`,
            value: vehicle.id,
          }))}
          data-testid="delivery-create-vehicle"
        />
      </Form.Item>
      <Form.Item label={t('field.driver')} field="driverId" rules={[{ required: true, message: t('order.ruleDriver') }]}>
        <Select
          loading={drivers.isLoading}
          options={(drivers.data ?? []).map((driver) => {
            const lapsed = day ? certState(driver.healthCertExpiry, day) === 'lapsed' : false;
            return {
              label: `${driver.name} · ${driver.healthCertExpiry}${lapsed ? ` · ${t('order.lapsed')}` : ''}`,
              value: driver.id,
              disabled: lapsed,
            };
          })}
          data-testid="delivery-create-driver"
        />
      </Form.Item>
    </FormDialog>
  );
}
