import { Alert, Button, Form, Input, Modal, Space, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useSubmit } from '../../../../components/form-dialog';
import { StatusPanel } from '../../../../components/status-panel';
import { useCan } from '../../../../components/use-can';
import { awardBidding, fetchResult } from '../../api';
import { BidStatusTag } from '../progress-tag';
import { BID, PROGRESS, type BiddingDetail, type RankedBid } from '../../types';
import { money } from './format';
import { isTopChoice } from './tender-rules';
import { tenderKeys } from '../../queries';

/** 定标: the ranking; the tenderer chooses `winnerCount` winners, with a reason when not the top ranks. */
export function AwardTab({ bidding, onChanged }: { bidding: BiddingDetail; onChanged: () => void }) {
  const { t } = useTranslation('bidding-tender');
  const canAward = useCan('bidding_award') && bidding.biddingProgress === PROGRESS.awaitingAward;
  const result = useSWR(tenderKeys.of('result', bidding.id), () => fetchResult(bidding.id));
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const sending = useSubmit(() => awardBidding(bidding, chosen, reason.trim()), {
    success: t('award.done'),
    onSaved: onChanged,
    refusal: 'inline',
    fallback: t('saveFailed'),
  });
  // the ranking's choice is the usual one: the top ranks start chosen, and another choice asks for a reason
  const ranked = result.data?.bids;
  useEffect(() => {
    if (!canAward || !ranked) return;
    const top = ranked
      .filter((bid) => bid.status !== BID.invalid && bid.rank > 0)
      .sort((a, b) => a.rank - b.rank)
      .slice(0, bidding.winnerCount)
      .map((bid) => bid.myBiddingId);
    setChosen((current) => (current.length ? current : top));
  }, [canAward, ranked, bidding.winnerCount]);
  if (result.error && !result.data)
    return (
      <StatusPanel
        kind="error"
        title={t('loadFailed')}
        actionLabel={t('common:retry')}
        onAction={() => void result.mutate()}
        testId="tender-award-error"
        error={result.error}
      />
    );
  const bids = result.data?.bids ?? [];
  const offRank = chosen.length > 0 && !isTopChoice(bids, chosen);

  const award = () => {
    setMessage('');
    sending.setRefusal('');
    if (chosen.length !== bidding.winnerCount) return setMessage(t('rule.winners', { count: bidding.winnerCount }));
    if (offRank && !reason.trim()) return setMessage(t('rule.awardReason'));
    const names = bids.filter((bid) => chosen.includes(bid.myBiddingId)).map((bid) => bid.supplierName);
    // irreversible: the publicity starts and, when it ends, the winners supply the school
    Modal.confirm({
      title: t('award.confirmTitle'),
      content: t('award.confirm', { names: names.join(t('award.separator')), days: bidding.publicityDays }),
      okText: t('award.confirmOk'),
      onOk: sending.submit,
    });
  };
  const shown = message || sending.refusal;

  return (
    <div data-testid="tender-award">
      <Table<RankedBid>
        rowKey="myBiddingId"
        loading={result.isLoading}
        data={bids}
        pagination={false}
        rowSelection={
          canAward
            ? {
                type: bidding.winnerCount === 1 ? 'radio' : 'checkbox',
                selectedRowKeys: chosen,
                onChange: (keys) => setChosen(keys.map(String).slice(0, bidding.winnerCount)),
              }
            : undefined
        }
        columns={[
          { title: t('award.rank'), dataIndex: 'rank', width: 70 },
          { title: t('bidding:field.supplier'), dataIndex: 'supplierName' },
          { title: t('bidding:field.totalAmount'), dataIndex: 'totalAmount', align: 'right', render: money },
          { title: t('award.priceScore'), dataIndex: 'priceScore', align: 'right', render: money },
          { title: t('award.totalScore'), dataIndex: 'totalScore', align: 'right', render: money },
          { title: t('review.status'), dataIndex: 'status', render: (status: RankedBid['status']) => <BidStatusTag status={status} /> },
        ]}
      />
      {canAward ? (
        <Form layout="vertical" className="tender-award-form">
          <Form.Item label={t('field.awardReason')} required={offRank}>
            <Input.TextArea value={reason} onChange={setReason} maxLength={500} showWordLimit placeholder={offRank ? t('rule.awardReason') : t('optional')} />
          </Form.Item>
          <Space>
            <Button type="primary" loading={sending.saving} onClick={award} data-testid="award-submit">
              {t('award.submit', { count: bidding.winnerCount })}
            </Button>
          </Space>
        </Form>
      ) : null}
      {shown ? <Alert type="error" content={shown} className="tender-message" data-testid="award-message" /> : null}
    </div>
  );
}
