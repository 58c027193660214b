import { Card, Collapse, Descriptions, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Collapse/style/css';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useTranslation } from 'react-i18next';
import { BidStatusTag } from '../progress-tag';
import type { OpeningRecord, ScoreItem, ScoringBid } from '../../types';
import { BidDocuments } from './bid-documents';
import { amount } from './amount';
import { ScoreInput } from './score-input';
import { itemTotal, scoreProblems, type BidScores } from './score-rules';
import '../../pages/review/i18n';
import './review.css';

interface Props {
  bid: OpeningRecord['bids'][number];
  quote: ScoringBid | undefined;
  items: readonly ScoreItem[];
  scores: BidScores;
  onChange: (code: string, value: number | undefined) => void;
  readOnly: boolean;
  priceScore: number | undefined;
  priceWeight: number;
  /** The bidder's sign-up, for its documents (absent when it could not be matched). */
  signUpId: string | undefined;
  /** The scores are entered in the matrix above (many bidders): the card shows the bid only. */
  scoresElsewhere?: boolean;
}

type Line = ScoringBid['lines'][number];

/** One valid bid to score: its opening record, its line quotes, its documents and a score per item. */
export function ScoreBidCard({ bid, quote, items, scores, onChange, readOnly, priceScore, priceWeight, signUpId, scoresElsewhere = false }: Props) {
  const { t } = useTranslation('bidding-review');
  const problems = scoreProblems(items, scores, false);
  const problemOf = (code: string) => problems.find((problem) => problem.code === code);
  return (
    <Card className="review-bid" title={bid.supplierName} data-testid={`score-bid-${bid.myBiddingId}`}>
      <Descriptions
        column={3}
        size="small"
        data={[
          { label: t('bidding:field.totalAmount'), value: amount(bid.totalAmount) },
          { label: t('score.submitTime'), value: bid.submitTime ?? '—' },
          { label: t('bidding:field.progress'), value: <BidStatusTag status={bid.status} /> },
        ]}
      />
      <Table<Line>
        rowKey="qingdanId"
        size="small"
        pagination={false}
        data={quote?.lines ?? []}
        noDataElement={<span>{t('lines.empty')}</span>}
        columns={[
          { title: t('lines.goodsName'), dataIndex: 'goodsName' },
          { title: t('lines.unit'), dataIndex: 'unit', width: 70 },
          { title: t('lines.estQty'), dataIndex: 'estQty', width: 100, align: 'right', render: (value: number) => amount(value) },
          { title: t('score.unitPrice'), dataIndex: 'unitPrice', width: 100, align: 'right', render: (value: number) => amount(value) },
          { title: t('score.amount'), dataIndex: 'amount', width: 120, align: 'right', render: (value: number) => amount(value) },
          { title: t('score.brand'), dataIndex: 'brand', width: 100 },
          { title: t('score.origin'), dataIndex: 'origin', width: 100 },
        ]}
      />
      {signUpId ? (
        <Collapse bordered={false}>
          <Collapse.Item name="documents" header={t('score.documents.title')}>
            <BidDocuments signUpId={signUpId} />
          </Collapse.Item>
        </Collapse>
      ) : null}
      {scoresElsewhere ? null : (
        <table className="arco-table-element review-bid" data-testid={`score-items-${bid.myBiddingId}`}>
          <tbody>
            {items.map((item) => {
              const problem = problemOf(item.code);
              return (
                <tr key={item.code}>
                  <th scope="row">{t('score.itemLabel', { name: item.name, max: item.max })}</th>
                  <td>
                    <ScoreInput
                      myBiddingId={bid.myBiddingId}
                      code={item.code}
                      value={scores[item.code]}
                      label={t('score.itemLabel', { name: item.name, max: item.max })}
                      invalid={Boolean(problem)}
                      readOnly={readOnly}
                      onChange={(value) => onChange(item.code, value)}
                    />
                    {problem ? (
                      <div className="review-score-error" role="alert">
                        {t(`score.problem.${problem.kind}`, { name: item.name, max: item.max })}
                      </div>
                    ) : null}
                  </td>
                </tr>
              );
            })}
            <tr>
              <th scope="row">{t('score.priceScore', { weight: priceWeight })}</th>
              <td data-testid={`score-price-${bid.myBiddingId}`}>{priceScore === undefined ? '—' : priceScore.toFixed(2)}</td>
            </tr>
            <tr>
              <th scope="row">{t('score.itemTotal')}</th>
              <td>{itemTotal(scores).toFixed(2)}</td>
            </tr>
          </tbody>
        </table>
      )}
    </Card>
  );
}
