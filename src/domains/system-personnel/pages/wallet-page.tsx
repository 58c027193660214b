import { Button, Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { fetchWallets } from '../api';
import { MealSpendDrawer } from '../components/meal-spend-drawer';
import { DinerStatusTag } from '../components/tags';
import { yuan } from '../money';
import { SYSTEM_PERSONNEL_PATHS } from '../paths';
import type { WalletRow } from '../types';
import '../i18n';

/** 钱包余额: each person's cash and subsidy (yuan, from fen), what they spent per meal, and the export. */
export function WalletPage() {
  const { t } = useTranslation('systemPersonnel');
  const canExport = useCan('wallet_export');
  const list = useCrudList<WalletRow>('diner-wallet', fetchWallets);
  const [meals, setMeals] = useState<WalletRow | null>(null);
  const money = (fen: number) => <span className="wallet-money">{yuan(fen)}</span>;
  return (
    <Card className="page-card" data-testid="wallet-page">
      <CrudTable<WalletRow>
        name="diner-wallet"
        list={list}
        emptyText={t('empty')}
        searchFields={[
          { field: 'name', label: t('field.name') },
          { field: 'personnelNo', label: t('field.personnelNo') },
          { field: 'className', label: t('field.className') },
          { field: 'cardNo', label: t('field.cardNo') },
        ]}
        columns={[
          { title: t('field.personnelNo'), dataIndex: 'personnelNo', width: 110 },
          { title: t('field.name'), dataIndex: 'name', width: 100 },
          { title: t('field.type'), dataIndex: 'type', width: 80, render: (type: number) => t(`type.${type}`) },
          { title: t('field.className'), dataIndex: 'className', width: 110 },
          { title: t('field.cardNo'), dataIndex: 'cardNo', width: 110 },
          { title: t('field.cash'), dataIndex: 'cash', width: 120, align: 'right', render: money },
          { title: t('field.subsidy'), dataIndex: 'subsidy', width: 120, align: 'right', render: money },
          { title: t('field.total'), dataIndex: 'total', width: 120, align: 'right', render: money },
          { title: t('field.status'), dataIndex: 'status', width: 80, render: (status: number) => <DinerStatusTag status={status} /> },
          { title: t('field.school'), dataIndex: 'schoolName', width: 150, ellipsis: true },
        ]}
        exportFile={canExport ? { path: SYSTEM_PERSONNEL_PATHS.walletExport, fileName: '钱包余额.xlsx', method: 'post' } : undefined}
        rowActions={(row) => (
          <Button type="text" size="mini" onClick={() => setMeals(row)} data-testid={`wallet-meals-${row.id}`}>
            {t('wallet.meals')}
          </Button>
        )}
      />
      <MealSpendDrawer person={meals} onClose={() => setMeals(null)} />
    </Card>
  );
}
