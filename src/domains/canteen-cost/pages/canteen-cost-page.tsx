import { Button, Card, Empty, Select, Space, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { StatusPanel } from '../../../components/status-panel';
import { statisticsKeys } from '../../../lib/swr-keys';
import { useCan } from '../../../components/can';
import { CostFormDialog } from '../components/cost-form-dialog';
import { HistoryDrawer } from '../components/history-drawer';
import { costKeys, useCanteens, useCostPage } from '../hooks';
import '../i18n';
import '../canteen-cost.css';
import type { CostEntry } from '../types';

const EDIT = 'canteen_cost_edit';
const money = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/** 食堂数据填报: a canteen's monthly meals, head count, ingredient cost and meal-fee revenue. */
export function CanteenCostPage() {
  const { t } = useTranslation('canteenCost');
  const canEdit = useCan(EDIT);
  const { mutate: revalidate } = useSWRConfig();
  const [canteenId, setCanteenId] = useState<string>();
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [editing, setEditing] = useState<{ entry?: CostEntry } | null>(null);
  const [history, setHistory] = useState<CostEntry>();
  const canteens = useCanteens();
  const list = useCostPage({ canteenId, ...page });

  const saved = () => {
    setEditing(null);
    // The list, the history and the statistics screens (which read these figures) all refresh.
    void revalidate((key) => costKeys.matches(key) || statisticsKeys.matches(key));
  };

  if (list.error && !list.data) {
    return <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={() => void list.mutate()} testId="cost-error" />;
  }
  return (
    <Card className="page-card" data-testid="canteen-cost-page">
      <div className="cost-toolbar">
        <Space wrap>
          <Select
            allowClear
            placeholder={t('filter.allCanteens')}
            aria-label={t('field.canteen')}
            style={{ width: 280 }}
            value={canteenId}
            loading={canteens.isLoading}
            options={(canteens.data ?? []).map((canteen) => ({ label: canteen.name, value: canteen.id }))}
            onChange={(value?: string) => {
              setCanteenId(value || undefined);
              setPage({ ...page, current: 1 });
            }}
          />
        </Space>
        {canEdit ? (
          <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({})} disabled={!canteens.data?.length} data-testid="cost-add">
            {t('add')}
          </Button>
        ) : null}
      </div>
      <Table
        rowKey="id"
        loading={list.isLoading || list.isValidating}
        data={list.data?.records ?? []}
        noDataElement={<Empty description={t('empty')} />}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: list.data?.total ?? 0,
          showTotal: true,
          sizeCanChange: true,
          sizeOptions: [10, 20, 50],
          onChange: (current, size) => setPage({ current, size }),
        }}
        columns={[
          { title: t('field.month'), dataIndex: 'month', width: 100 },
          { title: t('field.canteen'), dataIndex: 'canteenName', ellipsis: true },
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
          { title: t('column.updated'), dataIndex: 'updateTime', width: 170, render: (value: string, row: CostEntry) => `${value} ${row.updatedBy}` },
          {
            title: t('column.actions'),
            dataIndex: 'id',
            width: 140,
            render: (_: string, row: CostEntry) => (
              <Space>
                {canEdit ? (
                  <Button type="text" size="mini" onClick={() => setEditing({ entry: row })} data-testid={`cost-edit-${row.month}`}>
                    {t('edit')}
                  </Button>
                ) : null}
                <Button type="text" size="mini" onClick={() => setHistory(row)}>
                  {t('historyButton')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <CostFormDialog open={editing !== null} entry={editing?.entry} canteens={canteens.data ?? []} onClose={() => setEditing(null)} onSaved={saved} />
      <HistoryDrawer entry={history} onClose={() => setHistory(undefined)} />
    </Card>
  );
}
