import { Button, Card, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CrudTable, useCrudList } from '../../../components/crud';
import { fetchIssues } from '../api';
import { dayField, selectField, useReachFields } from '../components/filters';
import { quantityText } from '../components/format';
import { TRACE_LISTS } from '../queries';
import type { IssueRow } from '../types';
import '../components/trace.css';
import '../i18n';

/** Where 批次溯源 lives: a row opens its batch there. */
const BATCH_PATH = '/suyuan/batch/index';

/**
 * 溯源查询: "where did Tuesday's lunch chicken come from" — the 出库 of the caller's canteens (a supplier: of its goods)
 * by goods, day range, meal and supplier, each with its supplier, order, acceptance and the dishes made of it; a row
 * opens its batch's whole chain.
 */
export function QueryPage() {
  const { t } = useTranslation('trace');
  const navigate = useNavigate();
  const list = useCrudList<IssueRow>(TRACE_LISTS.issues, fetchIssues);
  const reachFields = useReachFields({ supplier: t('filter.supplier'), canteen: t('filter.canteen') });
  const meals = [1, 2, 3].map((meal) => ({ value: String(meal), label: t(`meal.${meal}`) }));
  return (
    <Card className="page-card" data-testid="trace-query-page">
      <CrudTable<IssueRow>
        name={TRACE_LISTS.issues}
        list={list}
        emptyText={t('query.empty')}
        searchFields={[
          { field: 'keyword', label: t('filter.goods') },
          dayField('startDate', t('filter.startDate')),
          dayField('endDate', t('filter.endDate')),
          selectField('meal', t('filter.meal'), meals),
          ...reachFields,
        ]}
        columns={[
          { title: t('query.day'), dataIndex: 'day', width: 110 },
          { title: t('query.meal'), dataIndex: 'meal', width: 80, render: (meal: number) => (meal ? t(`meal.${meal}`) : '—') },
          { title: t('batch.goods'), dataIndex: 'goodsName', width: 120 },
          { title: t('query.quantity'), dataIndex: 'quantity', width: 100, render: (quantity: number, row) => quantityText(quantity, row.baseUnit) },
          { title: t('batch.canteen'), dataIndex: 'canteenName', width: 170 },
          { title: t('batch.supplier'), dataIndex: 'supplierName', width: 190, render: (name: string | null) => name ?? '—' },
          { title: t('batch.orderNo'), dataIndex: 'orderNo', width: 160, render: (no: string | null) => no ?? '—' },
          {
            title: t('query.acceptance'),
            dataIndex: 'decision',
            width: 230,
            render: (decision: number | null, row) =>
              decision ? (
                <span>
                  <Tag size="small" color={decision === 1 ? 'green' : 'orange'}>
                    {t(`decision.${decision}`)}
                  </Tag>{' '}
                  {row.acceptedTime?.slice(0, 16)} {row.receiver}
                </span>
              ) : (
                '—'
              ),
          },
          { title: t('query.dishes'), dataIndex: 'dishes', width: 200, render: (dishes: string[]) => dishes.join(t('separator')) || '—' },
        ]}
        rowActions={(row) => (
          <Button type="text" size="mini" onClick={() => navigate(`${BATCH_PATH}?id=${row.batchId}`)} data-testid={`trace-query-open-${row.id}`}>
            {t('batch.trace')}
          </Button>
        )}
      />
    </Card>
  );
}
