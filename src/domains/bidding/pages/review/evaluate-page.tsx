import { Button, Card, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../../../components/use-can';
import { MyStatusTag } from '../../components/review/my-status-tag';
import { useSummaryColumns } from '../../components/review/summary-columns';
import { TenderList } from '../../components/review/tender-list';
import { PROGRESS, type BiddingSummary } from '../../types';
import './i18n';

/** 专家评标: the tenders the expert's panel scores — those in 评标中 first, then every one — with the expert's own status. */
export function EvaluatePage() {
  const { t } = useTranslation('bidding-review');
  const navigate = useNavigate();
  const canScore = useCan('evaluation_submit');
  const columns = [
    ...useSummaryColumns(),
    { title: t('evaluate.myStatus'), dataIndex: 'id', width: 100, render: (id: string) => <MyStatusTag biddingId={id} /> },
  ];
  const action = (row: BiddingSummary) => (
    <Button type="text" size="mini" onClick={() => navigate(`/zhaobiao/evaluate/score?id=${row.id}`)} data-testid={`evaluate-open-${row.id}`}>
      {canScore && row.biddingProgress === PROGRESS.evaluating ? t('evaluate.score') : t('view')}
    </Button>
  );
  return (
    <Card className="page-card" data-testid="evaluate-page">
      <Tabs defaultActiveTab="open" lazyload>
        <Tabs.TabPane key="open" title={t('evaluate.tabOpen')}>
          <TenderList name="evaluate-open" progress={PROGRESS.evaluating} columns={columns} rowActions={action} emptyText={t('evaluate.empty')} />
        </Tabs.TabPane>
        <Tabs.TabPane key="all" title={t('evaluate.tabAll')}>
          <TenderList name="evaluate-all" columns={columns} rowActions={action} emptyText={t('empty')} />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
