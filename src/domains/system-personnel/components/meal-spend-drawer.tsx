import { Drawer, Spin, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../components/status-panel';
import { fetchMealSpend } from '../api';
import { systemPersonnelKeys } from '../queries';
import { yuan } from '../money';
import type { MealSpend } from '../types';
import '../i18n';

/** What a person spent per meal (早餐, 午餐, 晚餐, 夜宵): times and yuan. */
export function MealSpendDrawer({ person, onClose }: { person: { id: string; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation('systemPersonnel');
  const spend = useSWR(person ? systemPersonnelKeys.meals(person.id) : null, () => fetchMealSpend([person!.id]));
  return (
    <Drawer
      width={480}
      title={person ? t('wallet.mealsTitle', { name: person.name }) : ''}
      visible={person !== null}
      onCancel={onClose}
      footer={null}
      data-testid="meal-spend"
    >
      {spend.error ? (
        <StatusPanel
          kind="error"
          title={t('crud:loadFailed')}
          actionLabel={t('common:retry')}
          onAction={() => void spend.mutate()}
          testId="meal-spend-error"
          error={spend.error}
        />
      ) : spend.isLoading ? (
        <Spin />
      ) : (
        <Table<MealSpend>
          rowKey="dinnerType"
          pagination={false}
          data={spend.data ?? []}
          columns={[
            { title: t('wallet.dinnerType'), dataIndex: 'dinnerTypeName' },
            { title: t('wallet.times'), dataIndex: 'times' },
            { title: t('wallet.amount'), dataIndex: 'amount', render: (fen: number) => yuan(fen) },
          ]}
        />
      )}
    </Drawer>
  );
}
