import { Drawer, Empty, Spin, Timeline } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Timeline/style/css';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../components/status-panel';
import { useCostHistory } from '../hooks';
import type { CostEntry } from '../types';

/** Every saved state of one entry, newest first: who saved which figures when, and why a figure changed. */
export function HistoryDrawer({ entry, onClose }: { entry: CostEntry | undefined; onClose: () => void }) {
  const { t } = useTranslation('canteenCost');
  const { data, error, isLoading, mutate } = useCostHistory(entry?.entryId ?? undefined);
  return (
    <Drawer
      width={420}
      title={entry ? t('history.title', { canteenName: entry.canteenName, month: entry.month }) : ''}
      visible={Boolean(entry)}
      onCancel={onClose}
      footer={null}
      unmountOnExit
    >
      {isLoading ? (
        <Spin className="page-loading" tip={t('common:loading')} />
      ) : error ? (
        <StatusPanel kind="error" title={t('history.failed')} actionLabel={t('common:retry')} onAction={() => void mutate()} error={error} />
      ) : !data?.length ? (
        <Empty description={t('history.empty')} />
      ) : (
        <Timeline data-testid="cost-history">
          {data.map((item) => (
            <Timeline.Item key={item.version} label={item.changedAt}>
              <strong>{t('history.version', { version: item.version, who: item.changedBy })}</strong>
              <p className="cost-history-figures">{t('history.figures', item.snapshot)}</p>
              {item.reason ? <p className="cost-history-reason">{t('history.reason', { reason: item.reason })}</p> : null}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Drawer>
  );
}
