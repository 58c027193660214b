import { Card, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useTranslation } from 'react-i18next';
import type { EvaluationProgress, OpeningRecord } from '../../types';
import { isValidBid } from './score-rules';
import '../../pages/review/i18n';

type Row = { myBiddingId: string; supplierName: string; price: number | undefined };

/** Every expert's totals per bid, shown once the whole panel has submitted. */
export function ScoreMatrix({ progress, bids, prices }: { progress: EvaluationProgress; bids: OpeningRecord['bids']; prices: Record<string, number> }) {
  const { t } = useTranslation('bidding-review');
  const totalOf = (expertId: string, myBiddingId: string) =>
    progress.evaluations.find((row) => row.expertId === expertId && row.myBiddingId === myBiddingId)?.total;
  const columns: TableColumnProps<Row>[] = [
    { title: t('bidding:field.supplier'), dataIndex: 'supplierName' },
    ...progress.experts.map((expert): TableColumnProps<Row> => ({
      title: expert.name,
      dataIndex: `expert-${expert.id}`,
      width: 110,
      align: 'right',
      render: (_: unknown, row) => totalOf(expert.id, row.myBiddingId)?.toFixed(2) ?? '—',
    })),
    { title: t('score.matrix.price'), dataIndex: 'price', width: 110, align: 'right', render: (value: number | undefined) => value?.toFixed(2) ?? '—' },
  ];
  const rows = bids.filter(isValidBid).map((bid) => ({ myBiddingId: bid.myBiddingId, supplierName: bid.supplierName, price: prices[bid.myBiddingId] }));
  return (
    <Card title={t('score.matrix.title')} data-testid="score-matrix">
      <Table<Row> rowKey="myBiddingId" size="small" pagination={false} data={rows} columns={columns} />
    </Card>
  );
}
