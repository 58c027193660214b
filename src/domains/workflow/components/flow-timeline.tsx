import { Tag, Timeline } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import '@arco-design/web-react/es/Timeline/style/css';
import { useTranslation } from 'react-i18next';
import { FiguresState } from '../../../components/figures-state';
import { OUTCOME_COLOR } from '../format';
import { useHistory } from '../hooks';
import '../i18n';

/** The instance's steps, oldest first: who, what they decided, their comment, when (`history-flow-list`). */
export function FlowTimeline({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation('workflow');
  const history = useHistory(processInstanceId);
  const steps = history.data ?? [];
  return (
    <FiguresState error={history.error} loaded={Boolean(history.data)} empty={!steps.length} onRetry={() => void history.mutate()} testId="flow-timeline">
      <Timeline data-testid="flow-timeline">
        {steps.map((step, index) => (
          <Timeline.Item key={`${step.nodeId}-${index}`} label={step.endTime ?? step.createTime} dotColor={step.endTime ? undefined : 'orange'}>
            <div className="flow-step" data-testid={`flow-step-${index}`}>
              <strong>{step.nodeName}</strong> · {step.assigneeName || t('noAssignee')}{' '}
              {step.outcome ? (
                <Tag size="small" color={OUTCOME_COLOR[step.outcome]}>
                  {t(`outcome.${step.outcome}`)}
                </Tag>
              ) : (
                <Tag size="small">{t('outcome.pending')}</Tag>
              )}
              {step.comment ? <div className="flow-comment">{step.comment}</div> : null}
            </div>
          </Timeline.Item>
        ))}
      </Timeline>
    </FiguresState>
  );
}
