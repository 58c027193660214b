import { Button, Card, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CrudTable, useCrudList } from '../../../../components/crud';
import { useCan } from '../../../../components/use-can';
import { fetchAllBiddings } from '../../api';
import { MyStatusTag } from '../../components/review/my-status-tag';
import { useSummaryColumns } from '../../components/review/summary-columns';
import { PROGRESS, type BiddingSummary } from '../../types';
import './i18n';

/** 专家评标: the tenders the expert's panel scores — those in 评标中 first, then every one — with the expert's own status. */
export function EvaluatePage() {
  const { t } = useTranslation('bidding-review');
  const navigate = useNavigate();
  const canScore = useCan('evaluation_submit');
  const scoring = useCrudList<BiddingSummary>('bidding-evaluate-open', fetchAllBiddings, { biddingProgress: String(PROGRESS.evaluating) });
  const all = useCrudList<BiddingSummary>('bidding-evaluate-all', fetchAllBiddings);
  const columns = [
    ...useSummaryColumns(),
    { title: t('evaluate.myStatus'), dataIndex: 'id', width: 100, render: (id: string) => <MyStatusTag biddingId={id} /> },
  ];
  const action = (row: BiddingSummary) => (
    <Button type="text" size="mini" onClick={() => navigate(`/zhaobiao/evaluate/score?id=${row.id}`)} data-testid={`evaluate-open-${row.id}`}>
      {canScore && row.biddingProgress === PROGRESS.evaluating ? t('evaluate.score') : t('view')}
    </Button>
  );
  const search = [{ field: 'title', label: t('bidding:field.title') }];
  return (
    <Card className="page-card" data-testid="evaluate-page">
      <Tabs defaultActiveTab="open" lazyload>
        <Tabs.TabPane key="open" title={t('evaluate.tabOpen')}>
          <CrudTable<BiddingSummary>
            name="evaluate-open"
            list={scoring}
            columns={columns}
            searchFields={search}
            rowActions={action}
            emptyText={t('evaluate.empty')}
          />
        </Tabs.TabPane>
        <Tabs.TabPane key="all" title={t('evaluate.tabAll')}>
          <CrudTable<BiddingSummary> name="evaluate-all" list={all} columns={columns} searchFields={search} rowActions={action} emptyText={t('empty')} />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
