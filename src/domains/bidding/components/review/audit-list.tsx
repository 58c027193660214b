import { Empty, Spin, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../../components/status-panel';
import { fetchAudit } from '../../api';
import type { AuditRow, Progress } from '../../types';
import '../../pages/review/i18n';

/** 操作记录: the tender's append-only record of moves, oldest first. */
export function BiddingAudit({ biddingId }: { biddingId: string }) {
  const { t } = useTranslation('bidding-review');
  const { data, error, isLoading, mutate } = useSWR(['bidding-audit', biddingId], () => fetchAudit(biddingId));
  if (isLoading) return <Spin tip={t('common:loading')} />;
  if (error) return <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={() => void mutate()} />;
  const state = (progress: Progress | null) => (progress === null ? '' : t(`bidding:progress.${progress}`));
  return (
    <Table<AuditRow>
      rowKey="id"
      size="small"
      data-testid="bidding-audit"
      pagination={false}
      data={data ?? []}
      noDataElement={<Empty description={t('audit.empty')} />}
      columns={[
        { title: t('audit.time'), dataIndex: 'createTime', width: 170 },
        { title: t('audit.user'), dataIndex: 'userName', width: 180, render: (name: string, row) => (row.userKind === 'system' ? t('audit.system') : name) },
        { title: t('audit.action'), dataIndex: 'action', width: 110, render: (action: string) => t(`audit.actions.${action}`, { defaultValue: action }) },
        {
          title: t('audit.move'),
          dataIndex: 'toProgress',
          width: 160,
          render: (_: unknown, row) =>
            row.fromProgress !== null && row.toProgress !== null && row.fromProgress !== row.toProgress
              ? `${state(row.fromProgress)} → ${state(row.toProgress)}`
              : '',
        },
        { title: t('audit.opinion'), dataIndex: 'opinion' },
      ]}
    />
  );
}
