import { Card, Empty, Spin, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../components/status-panel';
import { useDashboard } from '../../domains/workbench';

/** The user's overview (/wel/dashboard): to-do counts by kind and the last sign-ins. */
export function DashboardPage() {
  const { t } = useTranslation('shell');
  const { data, error, isLoading, mutate } = useDashboard();
  if (isLoading) return <Spin className="page-loading" tip={t('common:loading')} />;
  if (error || !data) {
    return (
      <StatusPanel
        kind="error"
        title={t('dashboard.loadFailed')}
        actionLabel={t('common:retry')}
        onAction={() => void mutate()}
        testId="dashboard-error"
        error={error}
      />
    );
  }
  return (
    <div className="dashboard" data-testid="dashboard-page">
      <Card title={t('dashboard.todo')} className="page-card">
        {data.todoByKind.length === 0 ? (
          <Empty description={t('todo.empty')} />
        ) : (
          <ul className="dashboard-counts">
            {data.todoByKind.map((row) => (
              <li key={row.kind}>
                <strong>{row.count}</strong>
                <span>{t(`todo.kinds.${row.kind}`, { defaultValue: row.kind })}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('dashboard.signIns')} className="page-card">
        <Table
          rowKey={(row) => `${row.time}-${row.address}`}
          pagination={false}
          data={data.lastSignIns}
          noDataElement={<Empty description={t('dashboard.noSignIns')} />}
          columns={[
            { title: t('dashboard.time'), dataIndex: 'time' },
            { title: t('dashboard.address'), dataIndex: 'address' },
            { title: t('dashboard.client'), dataIndex: 'userAgent', ellipsis: true },
            { title: '', dataIndex: 'current', render: (current: boolean) => (current ? <Tag color="green">{t('dashboard.current')}</Tag> : null) },
          ]}
        />
      </Card>
    </div>
  );
}
