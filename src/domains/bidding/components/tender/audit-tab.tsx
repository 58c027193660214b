import { Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../../components/status-panel';
import { fetchAudit } from '../../api';
import { ProgressTag } from '../progress-tag';
import type { AuditRow } from '../../types';

/** The audit's action codes, each labelled in the catalogue (audit.action.*). */
export const AUDIT_ACTIONS = [
  'created',
  'edited',
  'submitted',
  'withdrawn',
  'approved',
  'rejected',
  'signedUp',
  'signUpClosed',
  'shortlisted',
  'notShortlisted',
  'shortlistConfirmed',
  'quoteSaved',
  'quoteSubmitted',
  'opened',
  'failedTender',
  'scoresSaved',
  'scoresSubmitted',
  'ranked',
  'awarded',
  'publicityEnded',
  'terminated',
  'removed',
  'commodityRemoved',
] as const;

/** 操作记录: who did what when, the move between states and the opinion. */
export function AuditTab({ biddingId }: { biddingId: string }) {
  const { t } = useTranslation('bidding-tender');
  const audit = useSWR(['bidding-tender', 'audit', biddingId], () => fetchAudit(biddingId));
  if (audit.error && !audit.data)
    return (
      <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={() => void audit.mutate()} testId="tender-audit-error" />
    );
  const known = (action: string): boolean => (AUDIT_ACTIONS as readonly string[]).includes(action);
  return (
    <Table<AuditRow>
      rowKey="id"
      loading={audit.isLoading}
      data={audit.data ?? []}
      pagination={false}
      data-testid="tender-audit"
      columns={[
        { title: t('audit.time'), dataIndex: 'createTime', width: 190 },
        { title: t('audit.who'), dataIndex: 'userName', width: 160, render: (name: string, row) => (row.userKind === 'system' ? t('audit.system') : name) },
        { title: t('audit.actionTitle'), dataIndex: 'action', width: 120, render: (action: string) => (known(action) ? t(`audit.action.${action}`) : action) },
        {
          title: t('audit.move'),
          dataIndex: 'toProgress',
          width: 200,
          render: (_: unknown, row) => (
            <span>
              {row.fromProgress !== null && row.fromProgress !== row.toProgress ? (
                <>
                  <ProgressTag progress={row.fromProgress} /> →{' '}
                </>
              ) : null}
              {row.toProgress !== null ? <ProgressTag progress={row.toProgress} /> : null}
            </span>
          ),
        },
        { title: t('audit.opinion'), dataIndex: 'opinion', ellipsis: true },
      ]}
    />
  );
}
