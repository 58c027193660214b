import { Alert, Button, Form, Input, Space, Table, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tooltip/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { FormDialog, useSubmit } from '../../../../components/form-dialog';
import { StatusPanel } from '../../../../components/status-panel';
import { useCan } from '../../../../components/use-can';
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
  const reviewing = useSubmit((shortStatus: 1 | 2, reason: string = '') => reviewSignUps(selected, shortStatus, reason), {
    success: t('review.done'),
    onSaved: async () => {
      setSelected([]);
      setRejecting(false);
      await signUps.mutate();
    },
    refusal: 'inline',
    fallback: t('saveFailed'),
  });
  const confirming = useSubmit(() => confirmShortlist(bidding), {
    success: t('review.confirmed'),
    onSaved: onChanged,
    refusal: 'inline',
    fallback: t('saveFailed'),
  });
  // the action under way: the others wait for it (a click on a button that only shows it is loading would be lost)
  const busy = reviewing.saving ? 'review' : confirming.saving ? 'confirm' : null;
  const message = reviewing.refusal || confirming.refusal;
  const review = (shortStatus: 1 | 2, reason?: string) => {
    confirming.setRefusal('');
    return reviewing.submit(shortStatus, reason);
  };
  const confirm = () => {
    reviewing.setRefusal('');
    return confirming.submit();
  };

  // the shortlist is confirmed over reviewed sign-ups: with none reviewed yet there is nothing to confirm
  const nobodyReviewed = !(signUps.data ?? []).some((signUp) => signUp.shortStatus !== SHORT.pending);

  if (signUps.error && !signUps.data)
    return (
      <StatusPanel
        kind="error"
        title={t('loadFailed')}
        actionLabel={t('common:retry')}
        onAction={() => void signUps.mutate()}
        testId="tender-review-error"
        error={signUps.error}
      />
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
      <RejectDialog open={rejecting} count={selected.length} onClose={() => setRejecting(false)} onReject={(reason) => review(2, reason)} />
    </div>
  );
}

/** 不入围: the reason is required (as the server requires it); the review's refusal shows on the tab. */
function RejectDialog(props: { open: boolean; count: number; onClose: () => void; onReject: (reason: string) => Promise<boolean> }) {
  const { t } = useTranslation('bidding-tender');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormDialog
      title={t('review.rejectTitle', { count: props.count })}
      visible={props.open}
      form={form}
      save={(values) => props.onReject(values.reason.trim())}
      onClose={props.onClose}
      unmountOnExit={false}
      formProps={{ 'data-testid': 'review-reject-form' }}
    >
      <Form.Item
        label={t('review.reason')}
        field="reason"
        rules={[{ validator: (value: string | undefined, callback) => callback(value?.trim() ? undefined : t('rule.rejectReason')) }]}
      >
        <Input.TextArea maxLength={500} showWordLimit autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
    </FormDialog>
  );
}
