import { Alert, Button, Drawer, Form, Input, Space, Spin, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { useSubmit } from '../../../../components/form-dialog';
import { StatusPanel } from '../../../../components/status-panel';
import { reasonOf } from '../../../../lib/http';
import { session } from '../../../../session';
import { decideBidding, fetchBidding } from '../../api';
import { BIDDING_REASONS, PROGRESS } from '../../types';
import { BiddingInfo, BiddingLines } from './bidding-info';
import '../../pages/review/i18n';
import './review.css';
import { reviewKeys } from '../../queries';

interface Props {
  id: string | null;
  /** Whether the caller may decide (a bid approver holding `bidding_approve`); otherwise the drawer is read-only. */
  canDecide: boolean;
  onClose: () => void;
  /** The tender left 待审核 (decided here or by someone else): the lists refresh. */
  onChanged: () => void;
}

/**
 * 审核: the submitted tender (基本信息, 清单) and, for an approver, 通过 / 驳回 with an opinion. The client checks what it
 * can before sending (an opinion to reject, not one's own tender); the server's refusals show in the drawer.
 */
export function ApproveDrawer({ id, canDecide, onClose, onChanged }: Props) {
  const { t } = useTranslation('bidding-review');
  const { userInfo } = useSnapshot(session);
  const [form] = Form.useForm<{ opinion: string }>();
  const { data, error, isLoading, mutate } = useSWR(id ? reviewKeys.of('detail', id) : null, () => fetchBidding(id!));
  const { submit, pending, refusal, setRefusal } = useSubmit((pass: boolean, opinion: string) => decideBidding(data!.id, pass, opinion).then(() => pass), {
    success: (pass) => t(pass ? 'approve.passed' : 'approve.rejected'),
    onSaved: () => {
      onChanged();
      close();
    },
    refusal: 'inline',
    fallback: t('approve.failed'),
    // another approver decided first: what this drawer and the lists show has moved on
    onRefused: (failure) => {
      if (reasonOf(failure) !== BIDDING_REASONS.movedOn) return;
      onChanged();
      void mutate();
    },
  });
  const sending = pending?.[0];

  const close = () => {
    setRefusal('');
    form.resetFields();
    onClose();
  };

  const decide = async (pass: boolean) => {
    if (!data) return;
    const opinion = (form.getFieldValue('opinion') ?? '').trim();
    if (!pass && !opinion) {
      form.setFields({ opinion: { error: { message: t('approve.rule.opinion') } } });
      return;
    }
    if (data.createUser === userInfo?.userId) return setRefusal(t('approve.rule.own'));
    await submit(pass, opinion);
  };

  const decidable = canDecide && data?.biddingProgress === PROGRESS.pending;
  return (
    <Drawer width={860} visible={id !== null} title={data?.title ?? t('approve.title')} footer={null} onCancel={close} unmountOnExit>
      <div data-testid="approve-drawer">
        {isLoading ? <Spin tip={t('common:loading')} /> : null}
        {error ? <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={() => void mutate()} error={error} /> : null}
        {data ? (
          <>
            <Tabs defaultActiveTab="info">
              <Tabs.TabPane key="info" title={t('drawer.info')}>
                <BiddingInfo bidding={data} />
              </Tabs.TabPane>
              <Tabs.TabPane key="lines" title={t('drawer.lines')}>
                <BiddingLines lines={data.lines} />
              </Tabs.TabPane>
            </Tabs>
            {decidable ? (
              <Form form={form} layout="vertical" className="review-drawer-actions" data-testid="approve-form">
                <Form.Item label={t('approve.opinion')} field="opinion">
                  <Input.TextArea maxLength={500} showWordLimit autoSize={{ minRows: 3, maxRows: 8 }} placeholder={t('approve.opinionHint')} />
                </Form.Item>
                {refusal ? <Alert type="error" content={refusal} data-testid="approve-refusal" /> : null}
                <Space className="review-drawer-actions">
                  <Button
                    type="primary"
                    loading={sending === true}
                    disabled={sending !== undefined}
                    onClick={() => void decide(true)}
                    data-testid="approve-pass"
                  >
                    {t('approve.pass')}
                  </Button>
                  <Button
                    status="danger"
                    loading={sending === false}
                    disabled={sending !== undefined}
                    onClick={() => void decide(false)}
                    data-testid="approve-reject"
                  >
                    {t('approve.reject')}
                  </Button>
                </Space>
              </Form>
            ) : refusal ? (
              <Alert className="review-drawer-actions" type="warning" content={refusal} data-testid="approve-refusal" />
            ) : null}
          </>
        ) : null}
      </div>
    </Drawer>
  );
}
