import { Card, Table, Tooltip, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tooltip/style/css';
import { useTranslation } from 'react-i18next';
import type { OpeningRecord, ScoreItem } from '../../types';
import { amount } from './amount';
import { ScoreInput } from './score-input';
import { itemTotal, scoreProblems, type BidScores } from './score-rules';
import '../../pages/review/i18n';
import './review.css';

type Bid = OpeningRecord['bids'][number];

interface Props {
  bids: Bid[];
  items: readonly ScoreItem[];
  scoresOf: (myBiddingId: string) => BidScores;
  onChange: (myBiddingId: string, code: string, value: number | undefined) => void;
  readOnly: boolean;
  prices: Record<string, number>;
  priceWeight: number;
}

/** Where to find a score's field: the page scrolls to the first refused one on submit. */

/**
 * 评标打分 with many bidders (SCORE_MATRIX_FROM and more): one row per bidder, one column per score item (its maximum
 * in the header), the price score and the items' total — every bid compared on one screen instead of a card each.
 */
export function ScoreEntryMatrix({ bids, items, scoresOf, onChange, readOnly, prices, priceWeight }: Props) {
  const { t } = useTranslation('bidding-review');
  const columns: TableColumnProps<Bid>[] = [
    { title: t('bidding:field.supplier'), dataIndex: 'supplierName', width: 200, fixed: 'left', ellipsis: true },
    { title: t('bidding:field.totalAmount'), dataIndex: 'totalAmount', width: 120, align: 'right', render: (value: number) => amount(value) },
    ...items.map((item): TableColumnProps<Bid> => ({
      title: t('score.itemLabel', { name: item.name, max: item.max }),
      dataIndex: `item-${item.code}`,
      width: 150,
      render: (_: unknown, bid) => {
        const scores = scoresOf(bid.myBiddingId);
        const problem = scoreProblems([item], scores, false)[0];
        const label = `${bid.supplierName} ${t('score.itemLabel', { name: item.name, max: item.max })}`;
        const input = (
          <ScoreInput
            myBiddingId={bid.myBiddingId}
            code={item.code}
            value={scores[item.code]}
            label={label}
            invalid={Boolean(problem)}
            readOnly={readOnly}
            onChange={(value) => onChange(bid.myBiddingId, item.code, value)}
          />
        );
        if (readOnly) return input;
        return (
          <Tooltip content={problem ? t(`score.problem.${problem.kind}`, { name: item.name, max: item.max }) : undefined} disabled={!problem}>
            {input}
          </Tooltip>
        );
      },
    })),
    {
      title: t('score.priceScore', { weight: priceWeight }),
      dataIndex: 'price',
      width: 150,
      align: 'right',
      render: (_: unknown, bid) => <span data-testid={`score-price-${bid.myBiddingId}`}>{prices[bid.myBiddingId]?.toFixed(2) ?? '—'}</span>,
    },
    {
      title: t('score.itemTotal'),
      dataIndex: 'itemTotal',
      width: 110,
      align: 'right',
      render: (_: unknown, bid) => itemTotal(scoresOf(bid.myBiddingId)).toFixed(2),
    },
  ];
  return (
    <Card title={t('score.entryMatrix')} data-testid="score-entry-matrix">
      <Table<Bid> rowKey="myBiddingId" size="small" pagination={false} data={bids} columns={columns} scroll={{ x: 'max-content' }} border />
    </Card>
  );
}
