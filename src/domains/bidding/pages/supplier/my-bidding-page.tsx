import { Button, Card, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CrudTable, useCrudList } from '../../../../components/crud';
import { useCan } from '../../../../components/use-can';
import { fetchMyBiddings } from '../../api';
import { BidStatusTag, ProgressTag, ShortStatusTag } from '../../components/progress-tag';
import { Countdown } from '../../components/supplier/countdown';
import { money } from '../../components/supplier/format';
import { QuoteViewDrawer } from '../../components/supplier/quote-view-drawer';
import '../../components/supplier/supplier.css';
import { PROGRESS, type BidStatus, type Progress, type ShortStatus, type SupplierBiddingRow } from '../../types';
import './i18n';

export const MY_TABS = ['signedUp', 'shortlisted', 'quoted', 'won', 'lost'] as const;
type Tab = (typeof MY_TABS)[number];
type Row = SupplierBiddingRow & { id: string };

const isTab = (value: string | null): value is Tab => MY_TABS.some((tab) => tab === value);

/** 报价 is open to a shortlisted supplier while the tender is 投标中 and not yet opened. */
export const canQuote = (row: Pick<SupplierBiddingRow, 'shortStatus' | 'biddingProgress' | 'secondsToOpening'>) =>
  row.shortStatus === 1 && row.biddingProgress === PROGRESS.quoting && row.secondsToOpening > 0;

/** 我的投标: the supplier's tenders by tab (in the URL, so 更多 links open one), with 报价 and 查看报价. */
export function MyBiddingPage() {
  const { t } = useTranslation('bidding-supplier');
  const navigate = useNavigate();
  const canQuoteButton = useCan('bidding_quote');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'signedUp';
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
    <Card className="page-card" data-testid="my-bidding-page">
      <Tabs activeTab={tab} onChange={(key) => setParams({ tab: key }, { replace: true })} data-testid="my-bidding-tabs">
        {MY_TABS.map((key) => (
          <Tabs.TabPane key={key} title={t(`my.tab.${key}`)} />
        ))}
      </Tabs>
      <CrudTable<Row>
        name="my-bidding"
        list={list}
        emptyText={t('my.empty')}
        columns={[
          {
            title: t('my.tender'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <>
                <div>{title}</div>
                <div className="bidding-quote-hint">{row.biddingNo}</div>
              </>
            ),
          },
          { title: t('bidding:field.school'), dataIndex: 'schoolName', width: 150 },
          { title: t('bidding:field.progress'), dataIndex: 'biddingProgress', width: 100, render: (progress: Progress) => <ProgressTag progress={progress} /> },
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
            width: 170,
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
    </Card>
  );
}
