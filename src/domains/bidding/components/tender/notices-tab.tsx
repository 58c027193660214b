import { Empty, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../../components/status-panel';
import { fetchNotices } from '../../api';
import { tenderKeys } from '../../queries';

/** 公告: the tender's notices (招标公告, 入围公示, 终止/流标公告, 中标公示), newest last. */
export function NoticesTab({ biddingId }: { biddingId: string }) {
  const { t } = useTranslation('bidding-tender');
  const notices = useSWR(tenderKeys.of('notices', biddingId), () => fetchNotices(biddingId));
  if (notices.error && !notices.data)
    return (
      <StatusPanel
        kind="error"
        title={t('loadFailed')}
        actionLabel={t('common:retry')}
        onAction={() => void notices.mutate()}
        testId="tender-notices-error"
        error={notices.error}
      />
    );
  if (!notices.data) return <Spin style={{ display: 'block' }} />;
  if (!notices.data.length) return <Empty description={t('noNotices')} />;
  return (
    <div className="tender-notices" data-testid="tender-notices">
      {notices.data.map((notice) => (
        <article key={notice.id} className="tender-notice">
          <header>
            <Tag color="arcoblue">{t(`bidding:notice.${notice.type}`)}</Tag>
            <strong>{notice.title}</strong>
            <span className="tender-muted">
              {notice.publishTime}
              {notice.endTime ? ` ~ ${notice.endTime}` : ''}
            </span>
          </header>
          <p className="tender-pre">{notice.content}</p>
        </article>
      ))}
    </div>
  );
}
