import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CrudTable, useCrudList } from '../../../../components/crud';
import { useCan } from '../../../../components/use-can';
import { fetchMyBiddings } from '../../api';
import { PROGRESS, type BidStatus, type ShortStatus, type SupplierBiddingRow } from '../../types';
import '../../pages/supplier/i18n';
import { BidStatusTag, ShortStatusTag } from '../progress-tag';
import { Countdown } from './countdown';
import { money } from './format';
import { canQuote } from './quote-rules';
import { QuoteViewDrawer } from './quote-view-drawer';
import { tenderColumns } from './tender-columns';

export const MY_TABS = ['signedUp', 'shortlisted', 'quoted', 'won', 'lost'] as const;
export type MyTab = (typeof MY_TABS)[number];
type Row = SupplierBiddingRow & { id: string };

/** One tab of 我的投标 (remounted per tab, so each starts on its first page): 报价 and 查看报价 on each row. */
export function MyBiddingTable({ tab }: { tab: MyTab }) {
  const { t } = useTranslation('bidding-supplier');
  const navigate = useNavigate();
  const canQuoteButton = useCan('bidding_quote');
  const list = useCrudList<Row>(
    'bidding-supplier-my',
    async (query) => {
      const page = await fetchMyBiddings(query);
      return { ...page, records: page.records.map((row) => ({ ...row, id: row.signUpId })) };
    },
    { tab },
  );
  const [viewing, setViewing] = useState<Row>();

  return (
    <>
      <CrudTable<Row>
        name="my-bidding"
        list={list}
        emptyText={t('my.empty')}
        columns={[
          ...tenderColumns(t),
          {
            title: t('my.review'),
            dataIndex: 'shortStatus',
            width: 160,
            render: (status: ShortStatus, row) => (
              <>
                <ShortStatusTag status={status} />
                {status === 2 && row.reviewReason ? <div className="bidding-quote-hint">{t('my.reason', { reason: row.reviewReason })}</div> : null}
              </>
            ),
          },
          {
            title: t('my.bidStatus'),
            dataIndex: 'myBiddingStatus',
            width: 100,
            render: (status: BidStatus | null) => (status === null ? '—' : <BidStatusTag status={status} />),
          },
          { title: t('bidding:field.totalAmount'), dataIndex: 'totalAmount', width: 130, align: 'right', render: (value: number | null) => money(value) },
          {
            title: t('bidding:field.openingTime'),
            dataIndex: 'openingTime',
            width: 180,
            render: (value: string, row) => (
              <>
                <div>{value}</div>
                {row.biddingProgress === PROGRESS.quoting ? <Countdown seconds={row.secondsToOpening} passedLabel={t('countdown.opened')} /> : null}
              </>
            ),
          },
        ]}
        rowActions={(row) => (
          <>
            {canQuoteButton && canQuote(row) ? (
              <Button
                type="text"
                size="mini"
                onClick={() => navigate(`/toubiao/my/quote?biddingId=${row.biddingId}`)}
                data-testid={`my-bidding-${row.id}-quote`}
              >
                {t('my.quote')}
              </Button>
            ) : null}
            {row.myBiddingId ? (
              <Button type="text" size="mini" onClick={() => setViewing(row)} data-testid={`my-bidding-${row.id}-view-quote`}>
                {t('my.viewQuote')}
              </Button>
            ) : null}
          </>
        )}
      />
      <QuoteViewDrawer myBiddingId={viewing?.myBiddingId ?? undefined} title={viewing?.title ?? ''} onClose={() => setViewing(undefined)} />
    </>
  );
}
