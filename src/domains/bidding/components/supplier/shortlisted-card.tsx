import { Button, Card, Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { StatusPanel } from '../../../../components/status-panel';
import { useAccess } from '../../../../components/use-access';
import { fetchShortlistedHome } from '../../api';
import '../../pages/supplier/i18n';
import { Countdown } from './countdown';
import { canQuote } from './quote-rules';
import './supplier.css';
import { supplierBiddingKeys } from '../../queries';

function ShortlistedList() {
  const { t } = useTranslation('bidding-supplier');
  const navigate = useNavigate();
  const canQuoteButton = useAccess().can('bidding_quote');
  const { data, error, isLoading, mutate } = useSWR(supplierBiddingKeys.homeShortlisted, fetchShortlistedHome);
  if (isLoading) return <Spin className="page-loading" tip={t('common:loading')} />;
  if (error) return <StatusPanel kind="error" title={t('home.failed')} actionLabel={t('common:retry')} onAction={() => void mutate()} error={error} />;
  if (!data?.length) return <Empty description={t('home.empty')} />;
  return (
    <ul data-testid="home-shortlisted-list">
      {data.map((row) => (
        <li key={row.signUpId} data-testid="home-shortlisted-item">
          <span className="bidding-home-title" title={row.title}>
            {row.title}
          </span>
          <span>{row.openingTime}</span>
          <Countdown seconds={row.secondsToOpening} passedLabel={t('countdown.opened')} />
          {canQuoteButton && canQuote(row) ? (
            <Button size="mini" type="primary" onClick={() => navigate(`/toubiao/my/quote?biddingId=${row.biddingId}`)}>
              {t('my.quote')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** 即将开标 on the supplier's home: the five shortlisted tenders opening next, with 报价 and 更多. Nothing for other users. */
export function ShortlistedCard() {
  const { t } = useTranslation('bidding-supplier');
  const navigate = useNavigate();
  const { supplier } = useAccess();
  if (!supplier) return null;
  return (
    <Card
      className="bidding-home-card"
      title={t('home.title')}
      data-testid="home-shortlisted"
      extra={
        <Button type="text" size="small" onClick={() => navigate('/toubiao/my/index?tab=shortlisted')} data-testid="home-shortlisted-more">
          {t('home.more')}
        </Button>
      }
    >
      <ShortlistedList />
    </Card>
  );
}
