import { Button, Card, Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { IconRight } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { TENDERERS } from '../../../../../contract/roles';
import { StatusPanel } from '../../../../components/status-panel';
import { useAccess } from '../../../../components/use-access';
import { fetchSchoolHome } from '../../api';
import { ProgressTag } from '../progress-tag';
import type { BiddingSummary } from '../../types';
import '../../pages/review/i18n';
import './review.css';
import { reviewKeys } from '../../queries';

/** The next deadline of an open tender: sign-up end, opening, publicity end. */
function nextDeadline(row: BiddingSummary): { kind: 'signUpEnd' | 'opening' | 'publicityEnd'; time: string } | null {
  if (row.biddingProgress === 3) return { kind: 'signUpEnd', time: row.signUpEnd };
  if (row.biddingProgress === 4 || row.biddingProgress === 5) return { kind: 'opening', time: row.openingTime };
  if (row.biddingProgress === 8 && row.publicityEnd) return { kind: 'publicityEnd', time: row.publicityEnd };
  return null;
}

/** 招标进度 on 待办提醒: a tenderer's five open tenders, nearest deadline first; nothing for anyone else. */
export function BiddingProgressCard() {
  const access = useAccess();
  const tenderer = (access.kind === 'unit' || access.kind === 'supervisor') && access.canOpen({ roles: TENDERERS });
  return tenderer ? <ProgressCard /> : null;
}

function ProgressCard() {
  const { t } = useTranslation('bidding-review');
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useSWR(reviewKeys.schoolHome, fetchSchoolHome);
  const body = (() => {
    if (isLoading) return <Spin tip={t('common:loading')} />;
    if (error) return <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={() => void mutate()} error={error} />;
    if (!data?.length) return <Empty description={t('home.empty')} />;
    return (
      <ul className="review-home-list">
        {data.map((row) => {
          const due = nextDeadline(row);
          return (
            <li key={row.id}>
              <button
                type="button"
                className="review-home-item"
                onClick={() => navigate(`/zhaobiao/bidding/detail?id=${row.id}`)}
                data-testid="home-bidding-item"
              >
                <ProgressTag progress={row.biddingProgress} />
                <span className="review-home-title">{row.title}</span>
                {due ? <span className="review-home-due">{t(`home.due.${due.kind}`, { time: due.time })}</span> : null}
                <IconRight aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
    );
  })();
  return (
    <Card
      className="review-home-card"
      title={t('home.title')}
      data-testid="home-bidding-card"
      extra={
        <Button type="text" size="small" onClick={() => navigate('/zhaobiao/bidding/index')} data-testid="home-bidding-more">
          {t('home.more')}
        </Button>
      }
    >
      {body}
    </Card>
  );
}
