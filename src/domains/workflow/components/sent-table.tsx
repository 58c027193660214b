import { Button, Modal, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { CrudTable, useCrudList } from '../../../components/crud';
import { errorText } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { cancelLeave, fetchSent } from '../api';
import { LEAVE_STATUS_COLOR } from '../format';
import { detailPath } from '../paths';
import { flowKeys, LIST } from '../queries';
import type { Sent } from '../types';
import { CurrentNodes } from './current-nodes';
import '../i18n';

/** The instances the caller started, newest first (已发事务, and 请假申请's 我的请假), each opening its detail. */
export function SentTable({ toolbar }: { toolbar?: React.ReactNode }) {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const list = useCrudList<Sent>(LIST.send, fetchSent);
  // 撤销: an approved leave before its first day (the server refuses a later one in its words); its meal stop goes too
  const cancel = (row: Sent) =>
    Modal.confirm({
      title: t('cancel'),
      content: t('cancelConfirm'),
      onOk: async () => {
        try {
          await cancelLeave(row.businessId);
          notify.success(t('cancelled'));
        } catch (error) {
          notify.error(errorText(error, t('common:http.unknown')));
        }
        await mutate(flowKeys.changed);
      },
    });
  return (
    <CrudTable<Sent>
      name="workflow-send"
      list={list}
      toolbar={toolbar}
      searchFields={[{ field: 'keyword', label: t('field.processName') }]}
      emptyText={t('empty.send')}
      columns={[
        { title: t('field.processName'), dataIndex: 'processName', width: 140 },
        { title: t('field.leavePeriod'), dataIndex: 'leavePeriod', width: 210, render: (period: string) => period || '—' },
        {
          title: t('field.status'),
          dataIndex: 'leaveStatus',
          width: 120,
          render: (status: Sent['leaveStatus'], row: Sent) =>
            status ? <Tag color={LEAVE_STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag> : <Tag>{t(row.status === 1 ? 'running' : 'ended')}</Tag>,
        },
        { title: t('field.currentNodes'), dataIndex: 'currentNodes', render: (nodes: Sent['currentNodes']) => <CurrentNodes nodes={nodes} /> },
        { title: t('field.startTime'), dataIndex: 'startTime', width: 170 },
        { title: t('field.endTime'), dataIndex: 'endTime', width: 170, render: (end: string | null) => end ?? '—' },
      ]}
      rowActions={(row) => (
        <>
          <Button type="text" size="mini" onClick={() => void navigate(detailPath(row.id, row.businessId))} data-testid={`workflow-detail-${row.id}`}>
            {t('view')}
          </Button>
          {row.cancellable ? (
            <Button type="text" size="mini" status="warning" onClick={() => cancel(row)} data-testid={`workflow-cancel-${row.id}`}>
              {t('cancel')}
            </Button>
          ) : null}
        </>
      )}
    />
  );
}
