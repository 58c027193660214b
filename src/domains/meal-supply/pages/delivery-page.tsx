import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealOrder } from '../api';
import { DeliveryDialog } from '../components/delivery-dialog';
import { ActionButton, OrdersTable, useOrderList } from '../components/orders-table';
import { ProviderGate } from '../components/provider-gate';
import '../i18n';

/** 送餐记录: each order's delivery — when it left and arrived, the vehicle, the temperature on arrival (under 60 °C flagged). */
export function DeliveryPage() {
  const { t } = useTranslation('mealSupply');
  const list = useOrderList('delivery');
  const [order, setOrder] = useState<MealOrder | null>(null);
  return (
    <Card className="page-card" data-testid="meal-delivery-page">
      <ProviderGate>
        <OrdersTable
          view="delivery"
          list={list}
          rowActions={(row) =>
            row.status === 1 || row.status === 2 ? (
              <ActionButton label={t('delivery.record')} testId={`meal-deliver-${row.id}`} onClick={() => setOrder(row)} />
            ) : null
          }
        />
      </ProviderGate>
      <DeliveryDialog
        order={order}
        onClose={() => setOrder(null)}
        onSaved={() => {
          setOrder(null);
          void list.list.mutate();
        }}
      />
    </Card>
  );
}
