import { Drawer, Spin, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../../components/status-panel';
import { fetchBidding } from '../../api';
import { AuditTable } from '../audit-table';
import { BiddingInfo, BiddingLines } from './bidding-info';
import { BiddingNotices } from './notice-list';
import '../../pages/review/i18n';
import { reviewKeys } from '../../queries';

/** A tender read-only, for the supervising units: 基本信息, 清单, 公告, 操作记录. */
export function BiddingDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('bidding-review');
  const { data, error, isLoading, mutate } = useSWR(id ? reviewKeys.of('detail', id) : null, () => fetchBidding(id!));
  return (
    <Drawer width={860} visible={id !== null} title={data?.title ?? t('drawer.title')} footer={null} onCancel={onClose} unmountOnExit>
      <div data-testid="bidding-drawer">
        {isLoading ? <Spin tip={t('common:loading')} /> : null}
        {error ? <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={() => void mutate()} error={error} /> : null}
        {data ? (
          <Tabs defaultActiveTab="info" lazyload>
            <Tabs.TabPane key="info" title={t('drawer.info')}>
              <BiddingInfo bidding={data} />
            </Tabs.TabPane>
            <Tabs.TabPane key="lines" title={t('drawer.lines')}>
              <BiddingLines lines={data.lines} />
            </Tabs.TabPane>
            <Tabs.TabPane key="notices" title={t('drawer.notices')}>
              <BiddingNotices biddingId={data.id} />
            </Tabs.TabPane>
            <Tabs.TabPane key="audit" title={t('drawer.audit')}>
              <AuditTable biddingId={data.id} testId="bidding-audit" />
            </Tabs.TabPane>
          </Tabs>
        ) : null}
      </div>
    </Drawer>
  );
}
