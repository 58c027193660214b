import { Button, Card, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useCan } from '../../../components/use-can';
import { CrudTable, useCrudList } from '../../../components/crud';
import { fenOf, formatYuan } from '../../../lib/money';
import { fetchCostPage } from '../api';
import { CostFormDialog } from '../components/cost-form-dialog';
import { HistoryDrawer } from '../components/history-drawer';
import { useCanteens } from '../hooks';
import { COST_LIST, costKeys } from '../queries';
import '../i18n';
import '../canteen-cost.css';
import type { CostEntry } from '../types';

const EDIT = 'canteen_cost_edit';
const money = (value: number | null) => (value === null ? '—' : formatYuan(fenOf(value)));

/**
 * 食堂数据填报: a canteen's monthly meals, head count, ingredient cost and meal-fee revenue, on the console's
 * one list pattern (search by canteen and state, paged table, loading, empty and error states). A month not yet
 * confirmed shows the figures computed from its acceptances and consumptions; its edit action confirms it. The entry
 * dialog is its own, since a conflict there shows the other person's figures.
 */
export function CanteenCostPage() {
  const { t } = useTranslation('canteenCost');
  const canEdit = useCan(EDIT);
  const { mutate: revalidate } = useSWRConfig();
  const [editing, setEditing] = useState<{ entry?: CostEntry } | null>(null);
  const [history, setHistory] = useState<CostEntry>();
  const canteens = useCanteens();
  const list = useCrudList<CostEntry>(COST_LIST, (query) => fetchCostPage({ ...query, current: Number(query.current), size: Number(query.size) }));

  const saved = () => {
    setEditing(null);
    void revalidate(costKeys.saved);
  };

  return (
    <Card className="page-card" data-testid="canteen-cost-page">
      <CrudTable<CostEntry>
        name={COST_LIST}
        list={list}
        searchFields={[
          {
            field: 'canteenId',
            label: t('field.canteen'),
            control: (
              <Select
                allowClear
                placeholder={t('filter.allCanteens')}
                aria-label={t('field.canteen')}
                style={{ width: 280 }}
                loading={canteens.isLoading}
                options={(canteens.data ?? []).map((canteen) => ({ label: canteen.name, value: canteen.id }))}
              />
            ),
          },
          {
            field: 'status',
            label: t('field.status'),
            control: (
              <Select
                allowClear
                placeholder={t('filter.allStatus')}
                aria-label={t('field.status')}
                style={{ width: 160 }}
                options={(['0', '1'] as const).map((value) => ({ label: t(`status.${value}`), value }))}
              />
            ),
          },
        ]}
        addLabel={t('add')}
        emptyText={t('empty')}
        onAdd={canEdit && canteens.data?.length ? () => setEditing({}) : undefined}
        onEdit={canEdit ? (row) => setEditing({ entry: row }) : undefined}
        rowActions={(row) =>
          row.entryId ? (
            <Button type="text" size="mini" onClick={() => setHistory(row)} data-testid={`cost-history-${row.id}`}>
              {t('historyButton')}
            </Button>
          ) : null
        }
        columns={[
          { title: t('field.month'), dataIndex: 'month', width: 100 },
          { title: t('field.canteen'), dataIndex: 'canteenName', ellipsis: true },
          {
            title: t('field.status'),
            dataIndex: 'status',
            width: 90,
            render: (status: 0 | 1) => (
              <Tag size="small" color={status ? 'green' : 'orange'} data-testid="cost-status">
                {t(`status.${status}`)}
              </Tag>
            ),
          },
          { title: t('field.mealsServed'), dataIndex: 'mealsServed', align: 'right' },
          { title: t('field.headCount'), dataIndex: 'headCount', align: 'right' },
          { title: t('field.ingredientCost'), dataIndex: 'ingredientCost', align: 'right', render: money },
          { title: t('field.mealFeeRevenue'), dataIndex: 'mealFeeRevenue', align: 'right', render: money },
          { title: t('column.costPerMeal'), dataIndex: 'costPerMeal', align: 'right', render: money },
          {
            title: t('column.foodRatio'),
            dataIndex: 'foodRatio',
            align: 'right',
            render: (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`),
          },
          {
            title: t('column.updated'),
            dataIndex: 'updateTime',
            width: 170,
            render: (value: string, row: CostEntry) => (value ? `${value} ${row.updatedBy}` : '—'),
          },
        ]}
      />
      <CostFormDialog open={editing !== null} entry={editing?.entry} canteens={canteens.data ?? []} onClose={() => setEditing(null)} onSaved={saved} />
      <HistoryDrawer entry={history} onClose={() => setHistory(undefined)} />
    </Card>
  );
}
