import { Collapse, Empty, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Collapse/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../../components/status-panel';
import { fetchNotices } from '../../api';
import '../../pages/review/i18n';
import './review.css';
import { reviewKeys } from '../../queries';

/** 公告: the notices one tender published, each opening to its text. */
export function BiddingNotices({ biddingId }: { biddingId: string }) {
  const { t } = useTranslation('bidding-review');
  const { data, error, isLoading, mutate } = useSWR(reviewKeys.of('notices', biddingId), () => fetchNotices(biddingId));
  if (isLoading) return <Spin tip={t('common:loading')} />;
  if (error) return <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={() => void mutate()} error={error} />;
  if (!data?.length) return <Empty description={t('notices.empty')} />;
  return (
    <Collapse data-testid="bidding-notices">
      {data.map((notice) => (
        <Collapse.Item
          key={notice.id}
          name={notice.id}
          header={
            <span>
              <Tag color="arcoblue">{t(`bidding:notice.${notice.type}`)}</Tag> {notice.title}
            </span>
          }
          extra={<span>{notice.publishTime}</span>}
        >
          <p className="review-pre">{notice.content}</p>
          {notice.endTime ? <p>{t('notices.endTime', { time: notice.endTime })}</p> : null}
        </Collapse.Item>
      ))}
    </Collapse>
  );
}
