import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../../components/crud';
import { fetchSupplierHistory } from '../../api';
import { BidStatusTag, ShortStatusTag } from '../../components/progress-tag';
import { money } from '../../components/supplier/format';
import type { BidStatus, ShortStatus, SupplierBiddingRow } from '../../types';
import './i18n';
import { tenderColumns } from '../../components/supplier/tender-columns';

type Row = SupplierBiddingRow & { id: string };

const fetchHistory = async (query: Record<string, string | number>) => {
  const page = await fetchSupplierHistory(query);
  return { ...page, records: page.records.map((row) => ({ ...row, id: row.biddingId })) };
};

/** 投标记录: every tender the supplier signed up for, with the review, the bid and its rank. */
export function HistoryPage() {
  const { t } = useTranslation('bidding-supplier');
  const list = useCrudList<Row>('bidding-supplier-history', fetchHistory);
  return (
    <Card className="page-card" data-testid="bidding-history-page">
      <CrudTable<Row>
        name="bidding-history"
        list={list}
        emptyText={t('history.empty')}
        columns={[
          ...tenderColumns(t),
          { title: t('history.signUpTime'), dataIndex: 'signUpTime', width: 180 },
          { title: t('my.review'), dataIndex: 'shortStatus', width: 100, render: (status: ShortStatus) => <ShortStatusTag status={status} /> },
          {
            title: t('my.bidStatus'),
            dataIndex: 'myBiddingStatus',
            width: 100,
            render: (status: BidStatus | null) => (status === null ? '—' : <BidStatusTag status={status} />),
          },
          { title: t('bidding:field.totalAmount'), dataIndex: 'totalAmount', width: 130, align: 'right', render: (value: number | null) => money(value) },
          { title: t('history.rank'), dataIndex: 'rank', width: 70, align: 'right', render: (rank: number | null | undefined) => rank ?? '—' },
        ]}
      />
    </Card>
  );
}
