import { Card, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { CrudTable, useCrudList } from '../../../../components/crud';
import { fetchAllBiddings, fetchGoodsTree } from '../../api';
import { BiddingDrawer } from '../../components/review/bidding-drawer';
import { useSummaryColumns } from '../../components/review/summary-columns';
import { ALL_PROGRESS, type BiddingSummary } from '../../types';
import './i18n';
import { biddingKeys } from '../../queries';

/** 招标项目总览: every tender the supervising unit may see, read-only, with its detail, notices and record. */
export function OverviewPage() {
  const { t } = useTranslation('bidding-review');
  const [open, setOpen] = useState<string | null>(null);
  const list = useCrudList<BiddingSummary>('bidding-overview', fetchAllBiddings);
  const categories = useSWR(biddingKeys.goodsTree, fetchGoodsTree, { revalidateOnFocus: false });
  const columns = [...useSummaryColumns(), { title: t('bidding:field.signUpCount'), dataIndex: 'signUpCount', width: 80 }];
  return (
    <Card className="page-card" data-testid="overview-page">
      <CrudTable<BiddingSummary>
        name="overview"
        list={list}
        columns={columns}
        emptyText={t('empty')}
        onView={(row) => setOpen(row.id)}
        searchFields={[
          { field: 'title', label: t('bidding:field.title') },
          {
            field: 'biddingProgress',
            label: t('bidding:field.progress'),
            control: (
              <Select allowClear placeholder={t('bidding:progress.all')} style={{ width: 140 }} data-testid="overview-progress">
                {ALL_PROGRESS.map((progress) => (
                  <Select.Option key={progress} value={String(progress)}>
                    {t(`bidding:progress.${progress}`)}
                  </Select.Option>
                ))}
              </Select>
            ),
          },
          {
            field: 'category',
            label: t('bidding:field.category'),
            control: (
              <Select allowClear placeholder={t('overview.allCategories')} style={{ width: 140 }} loading={categories.isLoading}>
                {(categories.data ?? []).map((category) => (
                  <Select.Option key={category.code} value={category.code}>
                    {category.name}
                  </Select.Option>
                ))}
              </Select>
            ),
          },
        ]}
      />
      <BiddingDrawer id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
