import { Alert, Button, Card, Divider, Input, Modal, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Divider/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { mutate } from 'swr';
import { FiguresState } from '../../../components/figures-state';
import { useSubmit } from '../../../components/form-dialog/use-submit';
import { claimTask, closeLeave, completeTask, resubmitLeave } from '../api';
import { FlowTimeline } from '../components/flow-timeline';
import { LeaveForm } from '../components/leave-form';
import { LeaveSummary } from '../components/leave-summary';
import { PageHeader } from '../components/page-header';
import { useLeave } from '../hooks';
import { MENU } from '../paths';
import { flowKeys } from '../queries';
import type { Task } from '../types';
import '../i18n';
import '../workflow.css';

/** The task at 调整申请 (the applicant's), where the leave is edited and resubmitted, or closed. */
const ADJUST = 'adjustTask';

/**
 * 办理 `/work/process/leave/handle/{taskId}/{processInstanceId}/{businessId}`: the leave (editable at 调整申请:
 * 重新提交 / 关闭), its steps, and 同意 / 驳回 with the 批复意见 (required to reject). A task done meanwhile (任务已办理)
 * says so and shows the leave as it now stands.
 */
export function LeaveHandlePage() {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const { taskId = '', processInstanceId = '', businessId = '' } = useParams();
  const leave = useLeave(processInstanceId, businessId, taskId);
  const [comment, setComment] = useState('');
  const [warning, setWarning] = useState('');
  const done = async () => {
    await mutate(flowKeys.changed);
    void navigate(MENU.todo);
  };
  const refresh = () => void mutate(flowKeys.changed);
  const deciding = useSubmit((task: Task, approve: boolean) => completeTask(task, approve, comment.trim()), {
    refusal: 'inline',
    success: t('handled'),
    onSaved: done,
    onRefused: refresh,
  });
  const claiming = useSubmit((task: Task) => claimTask(task.id), { refusal: 'inline', success: t('claimed'), onSaved: refresh, onRefused: refresh });
  const closing = useSubmit((task: Task) => closeLeave(task, comment.trim()), { refusal: 'inline', success: t('closed'), onSaved: done, onRefused: refresh });
  const refusal = deciding.refusal || claiming.refusal || closing.refusal;

  const decide = (task: Task, approve: boolean) => {
    if (!approve && !comment.trim()) return setWarning(t('rule.comment'));
    setWarning('');
    void deciding.submit(task, approve);
  };
  const close = (task: Task) => Modal.confirm({ title: t('close'), content: t('closeConfirm'), onOk: () => closing.submit(task).then(() => undefined) });

  const v = leave.data;
  const task = v?.task ?? null;
  const open = task && task.state !== 'done';
  const unclaimed = open && task.candidate && task.state === 'open';

  return (
    <Card className="page-card" data-testid="leave-handle-page">
      <PageHeader title={task ? `${t('handle')} · ${task.name}` : t('handle')} back={MENU.todo} />
      <FiguresState error={leave.error} loaded={Boolean(v)} onRetry={() => void leave.mutate()} testId="leave-handle">
        {v ? (
          <>
            {refusal ? <Alert type="error" content={refusal} className="flow-refusal" data-testid="leave-handle-refusal" /> : null}
            {task && !open ? <Alert type="info" content={t('taskDone')} className="flow-refusal" data-testid="leave-handle-done" /> : null}
            {open && task.nodeId === ADJUST ? (
              <LeaveForm
                leave={v}
                submitLabel={t('resubmit')}
                onSubmit={(values) => resubmitLeave(task, values)}
                onSaved={done}
                extra={
                  <Button status="warning" onClick={() => close(task)} loading={closing.saving} data-testid="leave-close">
                    {t('close')}
                  </Button>
                }
              />
            ) : (
              <LeaveSummary leave={v} />
            )}
            {open && task.nodeId !== ADJUST ? (
              <section className="flow-decision" aria-label={t('decision')}>
                {unclaimed ? (
                  <Button type="primary" loading={claiming.saving} onClick={() => void claiming.submit(task)} data-testid="leave-claim">
                    {t('claim')}
                  </Button>
                ) : (
                  <>
                    <label htmlFor="flow-comment" className="flow-label">
                      {t('field.comment')}
                    </label>
                    <Input.TextArea
                      id="flow-comment"
                      value={comment}
                      onChange={(value) => {
                        setComment(value);
                        if (value.trim()) setWarning('');
                      }}
                      maxLength={500}
                      showWordLimit
                      autoSize={{ minRows: 3, maxRows: 8 }}
                      status={warning ? 'error' : undefined}
                      data-testid="leave-comment"
                    />
                    {warning ? (
                      <div className="flow-warning" role="alert" data-testid="leave-comment-warning">
                        {warning}
                      </div>
                    ) : null}
                    <Space className="flow-buttons">
                      <Button type="primary" loading={deciding.pending?.[1] === true} onClick={() => decide(task, true)} data-testid="leave-approve">
                        {t('approve')}
                      </Button>
                      <Button status="danger" loading={deciding.pending?.[1] === false} onClick={() => decide(task, false)} data-testid="leave-reject">
                        {t('reject')}
                      </Button>
                    </Space>
                  </>
                )}
              </section>
            ) : null}
            <Divider orientation="left">{t('timeline')}</Divider>
            <FlowTimeline processInstanceId={processInstanceId} />
          </>
        ) : null}
      </FiguresState>
    </Card>
  );
}
