import { Card, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { notify } from '../../../lib/notify';
import { confirmOrder, fetchProvidedOrders, type MealOrder } from '../api';
import { StatusTag } from '../components/labels';
import { ActionButton, periodAndStatus } from '../components/orders-table';
import '../i18n';

/** 供餐订单: a meal provider's own accounts list the orders the schools addressed to their company and confirm the new ones. */
export function ProvidedPage() {
  const { t } = useTranslation('mealSupply');
  const list = useCrudList<MealOrder>('meal-provided', (query) => fetchProvidedOrders({ ...query, status: query.status ?? '' }));
  const confirm = (order: MealOrder) =>
    Modal.confirm({
      title: t('provided.confirm'),
      content: t('provided.confirmText', { school: order.schoolName, date: order.mealDate, meal: t(`meal.${order.meal}`), quantity: order.quantity }),
      onOk: async () => {
        await confirmOrder(order).catch((error: unknown) => {
          notify.error(error instanceof Error ? error.message : t('crud:loadFailed'));
          throw error;
        });
        notify.success(t('crud:saved'));
        void list.list.mutate();
      },
    });
  return (
    <Card className="page-card" data-testid="meal-provided-page">
      <CrudTable<MealOrder>
        name="meal-provided"
        list={list}
        searchFields={periodAndStatus(t, [1, 2, 3, 4, 5, 6])}
        columns={[
          { title: t('field.mealDate'), dataIndex: 'mealDate', width: 110 },
          { title: t('field.school'), dataIndex: 'schoolName', width: 160 },
          { title: t('field.meal'), dataIndex: 'meal', width: 70, render: (meal: number) => t(`meal.${meal}`) },
          { title: t('field.quantity'), dataIndex: 'quantity', width: 90, align: 'right' },
          { title: t('field.status'), dataIndex: 'status', width: 90, render: (status: MealOrder['status']) => <StatusTag status={status} /> },
          { title: t('field.cutoffAt'), dataIndex: 'cutoffAt', width: 160 },
          { title: t('field.remark'), dataIndex: 'remark', ellipsis: true, render: (remark: string) => remark || '—' },
        ]}
        rowActions={(row) =>
          row.status === 1 ? <ActionButton label={t('provided.confirm')} testId={`meal-provided-confirm-${row.id}`} onClick={() => confirm(row)} /> : null
        }
        emptyText={t('provided.empty')}
      />
    </Card>
  );
}
