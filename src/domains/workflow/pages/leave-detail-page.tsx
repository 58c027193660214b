import { Card, Divider } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Divider/style/css';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FiguresState } from '../../../components/figures-state';
import { FlowTimeline } from '../components/flow-timeline';
import { LeaveSummary } from '../components/leave-summary';
import { PageHeader } from '../components/page-header';
import { ProcessDiagram } from '../components/process-diagram';
import { useDiagram, useLeave } from '../hooks';
import { MENU } from '../paths';
import '../i18n';
import '../workflow.css';

/**
 * 流程详情 `/work/process/leave/detail/{processInstanceId}/{businessId}`: the leave read-only, the diagram (the current
 * node lit, the path taken marked) and the steps.
 */
export function LeaveDetailPage() {
  const { t } = useTranslation('workflow');
  const { processInstanceId = '', businessId = '' } = useParams();
  const leave = useLeave(processInstanceId, businessId);
  const diagram = useDiagram(processInstanceId);
  return (
    <Card className="page-card" data-testid="leave-detail-page">
      <PageHeader title={t('detail')} back={MENU.send} />
      <FiguresState error={leave.error} loaded={Boolean(leave.data)} onRetry={() => void leave.mutate()} testId="leave-detail">
        {leave.data ? <LeaveSummary leave={leave.data} /> : null}
      </FiguresState>
      <Divider orientation="left">{t('diagram.title')}</Divider>
      <FiguresState error={diagram.error} loaded={Boolean(diagram.data)} onRetry={() => void diagram.mutate()} testId="leave-diagram">
        {diagram.data ? <ProcessDiagram diagram={diagram.data} /> : null}
      </FiguresState>
      <Divider orientation="left">{t('timeline')}</Divider>
      <FlowTimeline processInstanceId={processInstanceId} />
    </Card>
  );
}
