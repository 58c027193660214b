import { Button, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../../components/status-panel';
import { fetchEvaluationProgress, fetchOpening } from '../../api';
import { PROGRESS, type BiddingDetail, type EvaluationProgress } from '../../types';
import { ClerkDialog } from './clerk-dialog';
import { tenderKeys } from '../../queries';

type Expert = EvaluationProgress['experts'][number];
interface Row {
  myBiddingId: string;
  supplierName: string;
}

/** 评标进度: each expert's scoring of each bid (暂存 / 已提交, the total once all have submitted); 代录评分 for experts without a login. */
export function EvaluationTab({ bidding, onChanged }: { bidding: BiddingDetail; onChanged: () => void }) {
  const { t } = useTranslation('bidding-tender');
  const progress = useSWR(tenderKeys.of('evaluation', bidding.id), () => fetchEvaluationProgress(bidding.id));
  const bids = useSWR(tenderKeys.of('opening', bidding.id), () => fetchOpening(bidding.id));
  const [clerkFor, setClerkFor] = useState<Expert | null>(null);
  const error = progress.error ?? bids.error;
  if (error && !(progress.data && bids.data))
    return (
      <StatusPanel
        kind="error"
        title={t('loadFailed')}
        actionLabel={t('common:retry')}
        onAction={() => {
          void progress.mutate();
          void bids.mutate();
        }}
        error={error}
      />
    );
  const data = progress.data;
  const rows: Row[] = (bids.data ?? []).filter((bid) => bid.status !== 3).map((bid) => ({ myBiddingId: bid.myBiddingId, supplierName: bid.supplierName }));
  const scoring = bidding.biddingProgress === PROGRESS.evaluating;
  const cell = (expert: Expert, row: Row) => {
    const evaluation = data?.evaluations.find((item) => item.expertId === expert.id && item.myBiddingId === row.myBiddingId);
    if (!evaluation) return <Tag>{t('evaluation.none')}</Tag>;
    return (
      <span>
        <Tag color={evaluation.status === 2 ? 'green' : 'orange'}>{t(`evaluation.status.${evaluation.status}`)}</Tag>
        {evaluation.total !== undefined ? ` ${evaluation.total.toFixed(2)}` : null}
      </span>
    );
  };
  const columns: TableColumnProps<Row>[] = [
    { title: t('bidding:field.supplier'), dataIndex: 'supplierName', fixed: 'left', width: 200 },
    ...(data?.experts ?? []).map((expert): TableColumnProps<Row> => ({
      key: expert.id,
      title: (
        <span>
          {expert.name}
          {!expert.hasLogin && scoring ? (
            <Button type="text" size="mini" onClick={() => setClerkFor(expert)} data-testid={`clerk-${expert.id}`}>
              {t('evaluation.clerk')}
            </Button>
          ) : null}
        </span>
      ),
      dataIndex: 'myBiddingId',
      render: (_: string, row) => cell(expert, row),
    })),
  ];
  return (
    <div data-testid="tender-evaluation">
      <p className="tender-muted">{data?.allSubmitted ? t('evaluation.allSubmitted') : t('evaluation.waiting')}</p>
      <Table<Row> rowKey="myBiddingId" loading={progress.isLoading || bids.isLoading} data={rows} columns={columns} pagination={false} scroll={{ x: true }} />
      <ClerkDialog
        bidding={bidding}
        expert={clerkFor}
        saved={data?.evaluations.filter((item) => item.expertId === clerkFor?.id) ?? []}
        onClose={() => setClerkFor(null)}
        onSaved={(final) => {
          void progress.mutate();
          if (final) {
            setClerkFor(null);
            onChanged();
          }
        }}
      />
    </div>
  );
}
