import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CrudTable, useCrudList } from '../../../components/crud';
import { fetchFollowed } from '../api';
import { CurrentNodes } from '../components/current-nodes';
import { detailPath } from '../paths';
import { LIST } from '../queries';
import type { Followed } from '../types';
import '../i18n';

/** 流程跟踪: the running instances, where each waits and on whom; a row opens its detail. */
export function FollowPage() {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const list = useCrudList<Followed>(LIST.follow, fetchFollowed);
  return (
    <Card className="page-card" data-testid="workflow-follow-page">
      <CrudTable<Followed>
        name="workflow-follow"
        list={list}
        searchFields={[
          { field: 'key', label: t('field.modelKey') },
          { field: 'tenantId', label: t('field.tenantId') },
        ]}
        emptyText={t('empty.follow')}
        onView={(row) => void navigate(detailPath(row.id, row.businessId))}
        columns={[
          { title: t('field.tenant'), dataIndex: 'tenantName', width: 150, ellipsis: true },
          { title: t('field.modelKey'), dataIndex: 'definitionKey', width: 120 },
          { title: t('field.version'), dataIndex: 'version', width: 80, render: (version: number) => `v${version}` },
          { title: t('field.applicant'), dataIndex: 'applicantName', width: 120 },
          { title: t('field.currentNodes'), dataIndex: 'currentNodes', render: (nodes: Followed['currentNodes']) => <CurrentNodes nodes={nodes} /> },
          { title: t('field.startTime'), dataIndex: 'startTime', width: 170 },
        ]}
      />
    </Card>
  );
}
