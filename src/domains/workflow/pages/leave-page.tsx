import { Button, Card, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tooltip/style/css';
import { IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { fetchStartList } from '../api';
import { SentTable } from '../components/sent-table';
import { LIST } from '../queries';
import type { StartItem } from '../types';
import '../i18n';

/** Why a process cannot be started from here, or '' (its category's form is in the flow dictionary, it is active). */
const blockedBy = (item: StartItem) => (item.suspended ? 'suspended' : item.available && item.formPath ? '' : 'noForm');

/**
 * 请假申请: the processes the user may start (the latest active version of each, a row the user cannot start disabled
 * with its reason), and the user's own leaves. 发起请假 opens the leave process's form.
 */
export function LeavePage() {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const canStart = useCan('leave_start');
  const starts = useCrudList<StartItem>(LIST.start, fetchStartList);
  const leave = starts.list.data?.records.find((item) => item.key === 'leave' && !blockedBy(item));

  return (
    <>
      <Card className="page-card" title={t('startList')} data-testid="workflow-leave-page">
        <CrudTable<StartItem>
          name="workflow-start"
          list={starts}
          searchFields={[{ field: 'name', label: t('field.processName') }]}
          emptyText={t('empty.start')}
          toolbar={
            canStart ? (
              <Button type="primary" icon={<IconPlus />} disabled={!leave} onClick={() => leave && void navigate(leave.formPath)} data-testid="leave-start">
                {t('startLeave')}
              </Button>
            ) : null
          }
          columns={[
            { title: t('field.processName'), dataIndex: 'name' },
            { title: t('field.category'), dataIndex: 'categoryName', width: 140 },
            { title: t('field.version'), dataIndex: 'version', width: 90, render: (version: number) => `v${version}` },
          ]}
          rowActions={(row) => {
            if (!canStart) return null;
            const reason = blockedBy(row);
            const button = (
              <Button type="text" size="mini" disabled={Boolean(reason)} onClick={() => void navigate(row.formPath)} data-testid={`workflow-start-${row.id}`}>
                {t('start')}
              </Button>
            );
            return reason ? <Tooltip content={t(`blocked.${reason}`)}>{button}</Tooltip> : button;
          }}
        />
      </Card>
      <Card className="page-card" title={t('myLeaves')} style={{ marginTop: 16 }}>
        <SentTable />
      </Card>
    </>
  );
}
