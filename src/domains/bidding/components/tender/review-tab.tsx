import { Alert, Button, Form, Input, Modal, Space, Table, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tooltip/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../../components/status-panel';
import { useCan } from '../../../../components/use-can';
import { errorText } from '../../../../lib/http';
import { notify } from '../../../../lib/notify';
import { confirmShortlist, fetchShortList, reviewSignUps } from '../../api';
import { ShortStatusTag } from '../progress-tag';
import { PROGRESS, SHORT, type BiddingDetail, type SignUp } from '../../types';
import { SignUpDialog } from './signup-dialog';
import { tenderKeys } from '../../queries';

/** 报名审查: the sign-ups, reviewed in batches (入围 / 不入围 with a reason), then the shortlist confirmed. */
export function ReviewTab({ bidding, onChanged }: { bidding: BiddingDetail; onChanged: () => void }) {
  const { t } = useTranslation('bidding-tender');
  const canReview = useCan('bidding_shortlist') && bidding.biddingProgress === PROGRESS.review;
  const signUps = useSWR(bidding.shortId ? tenderKeys.shortlist(bidding.shortId) : null, () => fetchShortList(bidding.shortId!));
  const [selected, setSelected] = useState<string[]>([]);
  const [viewing, setViewing] = useState<SignUp | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [message, setMessage] = useState('');
  // the action under way: the others wait for it (a click on a button that only shows it is loading would be lost)
  const [busy, setBusy] = useState<'review' | 'confirm' | null>(null);

  const review = async (shortStatus: 1 | 2, reason = '') => {
    setMessage('');
    setBusy('review');
    try {
      await reviewSignUps(selected, shortStatus, reason);
      notify.success(t('review.done'));
      setSelected([]);
      setRejecting(false);
      await signUps.mutate();
      return true;
    } catch (error) {
      setMessage(errorText(error, t('saveFailed')));
      return false;
    } finally {
      setBusy(null);
    }
  };
  const confirm = async () => {
    setMessage('');
    setBusy('confirm');
    try {
      await confirmShortlist(bidding);
      notify.success(t('review.confirmed'));
      onChanged();
    } catch (error) {
      setMessage(errorText(error, t('saveFailed')));
    } finally {
      setBusy(null);
    }
  };

  // the shortlist is confirmed over reviewed sign-ups: with none reviewed yet there is nothing to confirm
  const nobodyReviewed = !(signUps.data ?? []).some((signUp) => signUp.shortStatus !== SHORT.pending);

  if (signUps.error && !signUps.data)
    return (
      <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={() => void signUps.mutate()} testId="tender-review-error" />
    );
  return (
    <div data-testid="tender-review">
      {canReview ? (
        <Space className="tender-toolbar" wrap>
          <Button type="primary" disabled={!selected.length || busy !== null} onClick={() => void review(1)} data-testid="review-pass">
            {t('review.pass')}
          </Button>
          <Button status="danger" disabled={!selected.length || busy !== null} onClick={() => setRejecting(true)} data-testid="review-reject">
            {t('review.reject')}
          </Button>
          <Tooltip content={nobodyReviewed ? t('review.nobodyReviewed') : undefined} disabled={!nobodyReviewed}>
            {/* a disabled button takes no pointer or focus: the wrapper carries the tooltip and says why */}
            <span tabIndex={nobodyReviewed ? 0 : -1} aria-label={nobodyReviewed ? t('review.nobodyReviewed') : undefined} data-testid="review-confirm-wrap">
              <Button
                type="outline"
                loading={busy === 'confirm'}
                disabled={busy === 'review' || nobodyReviewed}
                onClick={() => void confirm()}
                data-testid="review-confirm"
              >
                {t('review.confirm')}
              </Button>
            </span>
          </Tooltip>
          <span className="tender-muted">{t('review.minBidders', { count: bidding.minBidders })}</span>
        </Space>
      ) : null}
      {message ? <Alert type="error" content={message} className="tender-message" data-testid="review-message" /> : null}
      <Table<SignUp>
        rowKey="id"
        loading={signUps.isLoading}
        data={signUps.data ?? []}
        pagination={false}
        noDataElement={<span>{t('review.empty')}</span>}
        rowSelection={
          canReview ? { type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), checkAll: true } : undefined
        }
        data-testid="review-table"
        columns={[
          { title: t('bidding:field.supplier'), dataIndex: 'supplierName' },
          { title: t('review.contacts'), dataIndex: 'contactsName', width: 100 },
          { title: t('review.mobile'), dataIndex: 'mobile', width: 130 },
          { title: t('review.signUpTime'), dataIndex: 'signUpTime', width: 170 },
          {
            title: t('review.expiredDocs'),
            dataIndex: 'expiredDocs',
            width: 100,
            render: (count: number) => (count ? <span className="tender-error">{count}</span> : 0),
          },
          { title: t('review.status'), dataIndex: 'shortStatus', width: 90, render: (status: SignUp['shortStatus']) => <ShortStatusTag status={status} /> },
          { title: t('review.reason'), dataIndex: 'reviewReason', ellipsis: true },
          {
            title: t('actions'),
            dataIndex: 'id',
            width: 80,
            render: (_: string, row) => (
              <Button type="text" size="mini" onClick={() => setViewing(row)} data-testid={`review-view-${row.id}`}>
                {t('view')}
              </Button>
            ),
          },
        ]}
      />
      <SignUpDialog signUp={viewing} onClose={() => setViewing(null)} />
      <RejectDialog
        open={rejecting}
        busy={busy === 'review'}
        count={selected.length}
        onClose={() => setRejecting(false)}
        onReject={(reason) => review(2, reason)}
      />
    </div>
  );
}

/** 不入围: the reason is required (as the server requires it). */
function RejectDialog(props: { open: boolean; busy: boolean; count: number; onClose: () => void; onReject: (reason: string) => Promise<boolean> }) {
  const { t } = useTranslation('bidding-tender');
  const [form] = Form.useForm<{ reason: string }>();
  const send = async () => {
    const values = await form.validate().catch(() => undefined);
    if (values && (await props.onReject(values.reason.trim()))) form.resetFields();
  };
  return (
    <Modal
      title={t('review.rejectTitle', { count: props.count })}
      visible={props.open}
      onCancel={props.onClose}
      onOk={() => void send()}
      confirmLoading={props.busy}
    >
      <Form form={form} layout="vertical" data-testid="review-reject-form">
        <Form.Item
          label={t('review.reason')}
          field="reason"
          rules={[{ validator: (value: string | undefined, callback) => callback(value?.trim() ? undefined : t('rule.rejectReason')) }]}
        >
          <Input.TextArea maxLength={500} showWordLimit autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
