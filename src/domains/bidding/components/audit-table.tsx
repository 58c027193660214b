import { Empty, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../components/status-panel';
import { fetchAudit } from '../api';
import type { AuditRow } from '../types';
import { ProgressTag } from './progress-tag';
import '../i18n';
import { biddingKeys } from '../queries';

/** 操作记录: the tender's append-only record — who did what when, the move between states, the opinion. */
export function AuditTable({ biddingId, testId }: { biddingId: string; testId: string }) {
  const { t } = useTranslation('bidding');
  const audit = useSWR(biddingKeys.audit(biddingId), () => fetchAudit(biddingId));
  if (audit.error && !audit.data)
    return (
      <StatusPanel
        kind="error"
        title={t('audit.loadFailed')}
        actionLabel={t('common:retry')}
        onAction={() => void audit.mutate()}
        testId={`${testId}-error`}
        error={audit.error}
      />
    );
  return (
    <Table<AuditRow>
      rowKey="id"
      size="small"
      loading={audit.isLoading}
      data={audit.data ?? []}
      pagination={false}
      data-testid={testId}
      noDataElement={<Empty description={t('audit.empty')} />}
      columns={[
        { title: t('audit.time'), dataIndex: 'createTime', width: 180 },
        { title: t('audit.user'), dataIndex: 'userName', width: 180, render: (name: string, row) => (row.userKind === 'system' ? t('audit.system') : name) },
        {
          title: t('audit.action'),
          dataIndex: 'action',
          width: 200,
          render: (action: string, row) => (
            <span>
              {t(`audit.actions.${action}`, { defaultValue: action })}
              {row.expertName ? (
                <span className="bidding-audit-expert" data-testid="audit-expert">
                  {t(row.onBehalf ? 'audit.onBehalf' : 'audit.expert', { name: row.expertName })}
                </span>
              ) : null}
            </span>
          ),
        },
        {
          title: t('audit.move'),
          dataIndex: 'toProgress',
          width: 200,
          render: (_: unknown, row) =>
            row.fromProgress !== null && row.toProgress !== null && row.fromProgress !== row.toProgress ? (
              <span>
                <ProgressTag progress={row.fromProgress} /> → <ProgressTag progress={row.toProgress} />
              </span>
            ) : null,
        },
        { title: t('audit.opinion'), dataIndex: 'opinion', ellipsis: true },
      ]}
    />
  );
}
