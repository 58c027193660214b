import { Button, Card, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/use-can';
import { notify } from '../../../lib/notify';
import { cancelOrder, type MealOrder } from '../api';
import { OrderDialog } from '../components/order-dialog';
import { ActionButton, OrdersTable, useOrderList } from '../components/orders-table';
import { SettingDialog } from '../components/setting-dialog';
import { useSetting } from '../hooks';
import { ProviderGate } from '../components/provider-gate';
import '../i18n';

/** 订餐管理: the school's orders to its provider, placed from the plan and changed or cancelled until each one's cut-off. */
export function OrderPage() {
  const { t } = useTranslation('mealSupply');
  const canOrder = useCan('meal_order_add');
  const setting = useSetting();
  const list = useOrderList('order');
  const [dialog, setDialog] = useState<{ order: MealOrder | null } | null>(null);
  const [setup, setSetup] = useState(false);
  const reload = () => void list.list.mutate();
  const cancel = (order: MealOrder) =>
    Modal.confirm({
      title: t('order.cancel'),
      content: t('order.cancelConfirm', { date: order.mealDate, meal: t(`meal.${order.meal}`) }),
      onOk: async () => {
        await cancelOrder(order).catch((error: unknown) => {
          notify.error(error instanceof Error ? error.message : t('crud:loadFailed'));
          throw error;
        });
        notify.success(t('crud:saved'));
        reload();
      },
    });
  const noProvider = setting.data && !setting.data.providerId;
  return (
    <Card className="page-card" data-testid="meal-order-page">
      <ProviderGate>
        <OrdersTable
          view="order"
          list={list}
          onAdd={canOrder && !noProvider ? () => setDialog({ order: null }) : undefined}
          addLabel={t('order.add')}
          toolbar={
            <Button onClick={() => setSetup(true)} data-testid="meal-setting-open">
              {t('setting.open')}
            </Button>
          }
          rowActions={(row) =>
            canOrder && row.changeable ? (
              <>
                <ActionButton label={t('order.change')} testId={`meal-order-change-${row.id}`} onClick={() => setDialog({ order: row })} />
                <ActionButton label={t('order.cancel')} testId={`meal-order-cancel-${row.id}`} onClick={() => cancel(row)} />
              </>
            ) : null
          }
        />
      </ProviderGate>
      <OrderDialog
        visible={dialog !== null}
        order={dialog?.order ?? null}
        setting={setting.data}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          reload();
        }}
      />
      <SettingDialog
        visible={setup}
        setting={setting.data}
        onClose={() => setSetup(false)}
        onSaved={() => {
          setSetup(false);
          void setting.mutate();
        }}
      />
    </Card>
  );
}
