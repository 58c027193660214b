import { Card, Spin, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { StatusPanel } from '../../../../components/status-panel';
import { fetchBidding } from '../../api';
import { AuditTable } from '../../components/audit-table';
import { AwardTab } from '../../components/tender/award-tab';
import { DetailHeader } from '../../components/tender/detail-header';
import { EvaluationTab } from '../../components/tender/evaluation-tab';
import { InfoTab, LinesTab } from '../../components/tender/info-tab';
import { NoticesTab } from '../../components/tender/notices-tab';
import { OpeningTab } from '../../components/tender/opening-tab';
import { ReviewTab } from '../../components/tender/review-tab';
import { PROGRESS, type Progress } from '../../types';
import { FORM_PATH, LIST_PATH } from './paths';
import './i18n';
import '../../components/tender/tender.css';
import { tenderKeys } from '../../queries';

/** Whether the tender has reached a state (a terminated tender shows only what every state has). */
const reached = (progress: Progress, state: Progress) => progress >= state && progress !== PROGRESS.terminated;

/** 招标详情: the tender and its next step, with a tab per stage it has reached. */
export function TenderDetailPage() {
  const { t } = useTranslation('bidding-tender');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [tab, setTab] = useState('info');
  const detail = useSWR(id ? tenderKeys.of('detail', id) : null, () => fetchBidding(id));
  const changed = () => {
    void detail.mutate();
    void mutate(tenderKeys.ofTender(id));
    void mutate(tenderKeys.list);
  };

  if (!id || (detail.error && !detail.data))
    return (
      <StatusPanel
        kind="error"
        title={t('loadFailed')}
        detail={detail.error instanceof Error ? detail.error.message : undefined}
        actionLabel={detail.error ? t('common:retry') : t('backToList')}
        onAction={() => (detail.error ? void detail.mutate() : navigate(LIST_PATH))}
        testId="tender-detail-error"
        error={detail.error}
      />
    );
  const bidding = detail.data;
  if (!bidding) return <Spin style={{ display: 'block', margin: 48 }} />;
  const progress = bidding.biddingProgress;
  return (
    <Card className="page-card" data-testid="tender-detail">
      <DetailHeader bidding={bidding} onEdit={() => navigate(`${FORM_PATH}?id=${id}`)} onTab={setTab} onChanged={changed} />
      <Tabs activeTab={tab} onChange={setTab} lazyload data-testid="tender-tabs">
        <Tabs.TabPane key="info" title={t('tab.info')}>
          <InfoTab bidding={bidding} />
        </Tabs.TabPane>
        <Tabs.TabPane key="lines" title={t('tab.lines')}>
          <LinesTab lines={bidding.lines} />
        </Tabs.TabPane>
        <Tabs.TabPane key="notices" title={t('tab.notices')}>
          <NoticesTab biddingId={id} />
        </Tabs.TabPane>
        {reached(progress, PROGRESS.review) ? (
          <Tabs.TabPane key="review" title={t('tab.review')}>
            <ReviewTab bidding={bidding} onChanged={changed} />
          </Tabs.TabPane>
        ) : null}
        {reached(progress, PROGRESS.quoting) ? (
          <Tabs.TabPane key="opening" title={t('tab.opening')}>
            <OpeningTab bidding={bidding} onChanged={changed} />
          </Tabs.TabPane>
        ) : null}
        {reached(progress, PROGRESS.evaluating) ? (
          <Tabs.TabPane key="evaluation" title={t('tab.evaluation')}>
            <EvaluationTab bidding={bidding} onChanged={changed} />
          </Tabs.TabPane>
        ) : null}
        {reached(progress, PROGRESS.awaitingAward) ? (
          <Tabs.TabPane key="award" title={t('tab.award')}>
            <AwardTab bidding={bidding} onChanged={changed} />
          </Tabs.TabPane>
        ) : null}
        <Tabs.TabPane key="audit" title={t('tab.audit')}>
          <AuditTable biddingId={id} testId="tender-audit" />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
