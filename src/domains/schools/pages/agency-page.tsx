import { Card, Empty, Grid, Spin, Statistic, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Grid/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Statistic/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../components/status-panel';
import { fetchAgencyOverview } from '../api';
import { schoolsKeys } from '../queries';
import '../i18n';
import '../schools.css';

const COUNTS = ['departments', 'schools', 'canteens', 'users', 'ownUsers'] as const;

/** 机构首页: the bureau's own departments and staff — counts, the departments under it, and its accounts. */
export function AgencyPage() {
  const { t } = useTranslation('schools');
  const { data, error, isLoading, mutate } = useSWR(schoolsKeys.overview, fetchAgencyOverview);
  if (isLoading) return <Spin className="page-card" tip={t('common:loading')} />;
  if (error || !data)
    return (
      <StatusPanel kind="error" title={t('agency.failed')} error={error} actionLabel={t('common:retry')} onAction={() => void mutate()} testId="agency-error" />
    );
  return (
    <div className="page-card" data-testid="agency-page">
      <Card title={data.agency.name} bordered={false}>
        <Grid.Row gutter={16}>
          {COUNTS.map((key) => (
            <Grid.Col key={key} xs={12} sm={8} md={4}>
              <Statistic title={t(`agency.count.${key}`)} value={data.counts[key]} data-testid={`agency-${key}`} />
            </Grid.Col>
          ))}
        </Grid.Row>
        <div className="agency-roles">
          {data.roles.map((role) => (
            <Tag key={role.role} color="arcoblue">
              {t('agency.roleCount', { role: role.roleName, count: role.users })}
            </Tag>
          ))}
        </div>
      </Card>
      <Grid.Row gutter={16}>
        <Grid.Col xs={24} lg={14}>
          <Card title={t('agency.departments')} bordered={false}>
            <Table
              rowKey="id"
              size="small"
              pagination={data.departments.length > 10 ? { pageSize: 10 } : false}
              noDataElement={<Empty description={t('agency.noDepartments')} />}
              data={data.departments}
              columns={[
                { title: t('agency.field.name'), dataIndex: 'name' },
                { title: t('agency.field.category'), dataIndex: 'category', width: 100, render: (category: number) => t(`category.${category}`) },
                { title: t('agency.field.below'), dataIndex: 'below', width: 100, align: 'right' },
                { title: t('agency.field.users'), dataIndex: 'users', width: 90, align: 'right' },
              ]}
            />
          </Card>
        </Grid.Col>
        <Grid.Col xs={24} lg={10}>
          <Card title={t('agency.staff')} bordered={false}>
            <Table
              rowKey="id"
              size="small"
              pagination={data.users.length > 10 ? { pageSize: 10 } : false}
              noDataElement={<Empty description={t('agency.noStaff')} />}
              data={data.users}
              columns={[
                { title: t('agency.field.person'), dataIndex: 'name' },
                { title: t('agency.field.account'), dataIndex: 'account', width: 120 },
                { title: t('agency.field.role'), dataIndex: 'roleName', width: 110 },
              ]}
            />
          </Card>
        </Grid.Col>
      </Grid.Row>
    </div>
  );
}
