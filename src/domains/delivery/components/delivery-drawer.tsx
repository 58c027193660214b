import { Descriptions, Drawer, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../components/status-panel';
import { useAccess } from '../../../components/use-access';
import { DELIVERY } from '../../purchase';
import { useDelivery } from '../hooks';
import type { DeliveryRow } from '../types';
import { Readings } from './readings';
import { DeliveryStatusTag } from './tags';
import '../i18n';

/** A delivery note: order, vehicle, driver, times, and its cold-chain readings (entered by hand on the road). */
export function DeliveryDrawer({ row, onClose, onChanged }: { row: DeliveryRow | undefined; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('delivery');
  const isSupplier = useAccess().kind === 'supplier';
  const { data, error, isLoading, mutate } = useDelivery(row?.id);
  return (
    <Drawer
      width={720}
      title={row ? `${t('order.detail')} · ${row.orderNo}` : t('order.detail')}
      visible={Boolean(row)}
      onCancel={onClose}
      footer={null}
      unmountOnExit
    >
      {isLoading ? (
        <Spin className="page-loading" tip={t('common:loading')} />
      ) : error || !data || !row ? (
        <StatusPanel kind="error" title={t('order.loadFailed')} actionLabel={t('common:retry')} onAction={() => void mutate()} error={error} />
      ) : (
        <div data-testid="delivery-detail">
          <Descriptions
            column={2}
            border
            data={[
              { label: t('field.orderNo'), value: row.orderNo },
              { label: t('field.status'), value: <DeliveryStatusTag status={data.status} /> },
              { label: t('field.canteen'), value: row.canteenName },
              { label: t('field.deliveryDate'), value: row.deliveryDate },
              { label: t('field.plate'), value: `${data.plate}${data.refrigerated ? ` · ${t('field.refrigerated')}` : ''}` },
              { label: t('field.driver'), value: data.driverName },
              { label: t('field.departTime'), value: data.departTime ?? '—' },
              { label: t('field.arriveTime'), value: data.arriveTime ?? '—' },
            ]}
          />
          <h3 className="delivery-subtitle">{t('field.readings')}</h3>
          <Readings
            deliveryId={data.id}
            readings={data.readings}
            limit={row.limit}
            canEnter={isSupplier && data.status === DELIVERY.onTheRoad}
            onEntered={() => {
              void mutate();
              onChanged();
            }}
          />
        </div>
      )}
    </Drawer>
  );
}
