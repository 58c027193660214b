import { Alert, Button, Checkbox, InputNumber, Modal, Space, Spin, Table, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Upload/style/css';
import { IconUpload } from '@arco-design/web-react/icon';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useSubmit } from '../../../../components/form-dialog';
import { uploadFile, type StoredFile } from '../../../supplier';
import { fetchScoringBids, submitScores } from '../../api';
import type { BiddingDetail, EvaluationProgress, ScoringBid } from '../../types';
import { money } from './format';
import { tenderKeys } from '../../queries';

type Scores = Record<string, Record<string, number | undefined>>;
interface Props {
  bidding: BiddingDetail;
  expert: EvaluationProgress['experts'][number] | null;
  saved: EvaluationProgress['evaluations'];
  onClose: () => void;
  onSaved: (final: boolean) => void;
}

/** 代录评分: the clerk enters a paper-scoring expert's scores, within each item's maximum, with the signed form. */
export function ClerkDialog({ bidding, expert, saved, onClose, onSaved }: Props) {
  const { t } = useTranslation('bidding-tender');
  const bids = useSWR(expert ? tenderKeys.of('scoring', bidding.id) : null, () => fetchScoringBids(bidding.id));
  const [scores, setScores] = useState<Scores>({});
  const [paper, setPaper] = useState<StoredFile>();
  const [avoidance, setAvoidance] = useState(false);
  const [message, setMessage] = useState('');
  const told = { refusal: 'inline', fallback: t('saveFailed') } as const;
  const upload = useSubmit(uploadFile, { ...told, onSaved: setPaper });
  const send = useSubmit(
    (final: boolean) =>
      submitScores({
        biddingId: bidding.id,
        expertId: expert!.id,
        avoidanceConfirmed: true,
        final,
        paperFileId: paper?.id,
        scores: (bids.data ?? []).map((bid) => ({
          myBiddingId: bid.myBiddingId,
          items: bidding.scoreItems.map((item) => ({ code: item.code, score: scores[bid.myBiddingId]?.[item.code] ?? 0 })),
        })),
      }).then(() => final),
    { ...told, success: (final) => t(final ? 'evaluation.submitted' : 'evaluation.saved'), onSaved },
  );
  const busy = upload.saving || send.saving;
  const shown = message || upload.refusal || send.refusal;

  useEffect(() => {
    if (!expert) return;
    setScores(Object.fromEntries(saved.map((item) => [item.myBiddingId, Object.fromEntries((item.items ?? []).map((score) => [score.code, score.score]))])));
    setPaper(undefined);
    setAvoidance(false);
    setMessage('');
    upload.setRefusal('');
    send.setRefusal('');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filled when a dialog opens for an expert
  }, [expert?.id]);

  /** The client's checks first: the avoidance confirmed, and for the final scores every score and the signed form. */
  const save = (final: boolean) => {
    setMessage('');
    upload.setRefusal('');
    const missing = (bids.data ?? []).some((bid) => bidding.scoreItems.some((item) => scores[bid.myBiddingId]?.[item.code] === undefined));
    if (!avoidance) return setMessage(t('rule.avoidance'));
    if (final && missing) return setMessage(t('rule.allScores'));
    if (final && !paper) return setMessage(t('rule.paper'));
    void send.submit(final);
  };
  const choose = (file: File) => {
    setMessage('');
    send.setRefusal('');
    void upload.submit(file);
  };

  return (
    <Modal
      title={t('evaluation.clerkTitle', { name: expert?.name ?? '' })}
      visible={Boolean(expert)}
      onCancel={onClose}
      style={{ width: 960 }}
      unmountOnExit
      footer={
        <Space>
          <Button onClick={onClose}>{t('close')}</Button>
          <Button loading={send.pending?.[0] === false} disabled={busy} onClick={() => save(false)} data-testid="clerk-save">
            {t('evaluation.save')}
          </Button>
          <Button type="primary" loading={send.pending?.[0] === true} disabled={busy} onClick={() => save(true)} data-testid="clerk-submit">
            {t('evaluation.submit')}
          </Button>
        </Space>
      }
    >
      <Spin loading={bids.isLoading} style={{ display: 'block' }}>
        {bids.error ? <Alert type="error" content={t('loadFailed')} /> : null}
        {(bids.data ?? []).map((bid) => (
          <BidScores
            key={bid.myBiddingId}
            bid={bid}
            bidding={bidding}
            values={scores[bid.myBiddingId] ?? {}}
            onChange={(code, value) => setScores((current) => ({ ...current, [bid.myBiddingId]: { ...current[bid.myBiddingId], [code]: value } }))}
          />
        ))}
        <Space direction="vertical" className="tender-clerk-footer">
          <Space>
            <Upload
              accept="image/*,application/pdf"
              showUploadList={false}
              autoUpload={false}
              onChange={(files) => files.at(-1)?.originFile && choose(files.at(-1)!.originFile!)}
            >
              <Button icon={<IconUpload />} loading={upload.saving} data-testid="clerk-paper">
                {t('evaluation.paper')}
              </Button>
            </Upload>
            {paper ? (
              <a href={paper.link} target="_blank" rel="noreferrer">
                {paper.name}
              </a>
            ) : (
              <span className="tender-muted">{t('evaluation.noPaper')}</span>
            )}
          </Space>
          <Checkbox checked={avoidance} onChange={setAvoidance} data-testid="clerk-avoidance">
            {t('evaluation.avoidance')}
          </Checkbox>
          {shown ? <Alert type="error" content={shown} data-testid="clerk-message" /> : null}
        </Space>
      </Spin>
    </Modal>
  );
}

function BidScores(props: {
  bid: ScoringBid;
  bidding: BiddingDetail;
  values: Record<string, number | undefined>;
  onChange: (code: string, value: number | undefined) => void;
}) {
  const { t } = useTranslation('bidding-tender');
  const { bid, bidding, values, onChange } = props;
  return (
    <section className="tender-clerk-bid">
      <h4>
        {bid.supplierName} · {t('bidding:field.totalAmount')} {money(bid.totalAmount)}
      </h4>
      <Table
        rowKey="qingdanId"
        size="mini"
        pagination={false}
        data={bid.lines}
        columns={[
          { title: t('field.goods'), dataIndex: 'goodsName' },
          { title: t('field.estQty'), dataIndex: 'estQty', align: 'right', render: money },
          { title: t('evaluation.unitPrice'), dataIndex: 'unitPrice', align: 'right', render: money },
          { title: t('evaluation.amount'), dataIndex: 'amount', align: 'right', render: money },
          { title: t('evaluation.brand'), dataIndex: 'brand' },
          { title: t('evaluation.origin'), dataIndex: 'origin' },
        ]}
      />
      <Space wrap className="tender-clerk-scores">
        {bidding.scoreItems.map((item) => (
          <label key={item.code}>
            {t('evaluation.item', { name: item.name, max: item.max })}
            <InputNumber
              min={0}
              max={item.max}
              precision={2}
              value={values[item.code]}
              onChange={(value) => onChange(item.code, value ?? undefined)}
              style={{ width: 110, marginLeft: 8 }}
              aria-label={`${bid.supplierName} ${item.name}`}
            />
          </label>
        ))}
      </Space>
    </section>
  );
}
