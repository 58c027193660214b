import { Button, Card, Modal, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { notify } from '../../../lib/notify';
import { errorText } from '../../../lib/http';
import { changeState, fetchDefinitions } from '../api';
import { LIST } from '../queries';
import type { Definition } from '../types';
import '../i18n';

/** 流程定义: every deployed version with its state and running instances; 挂起 / 激活 after a confirm. */
export function ManagerPage() {
  const { t } = useTranslation('workflow');
  const canChange = useCan('flow_manager_state');
  const list = useCrudList<Definition>(LIST.manager, fetchDefinitions);

  const toggle = (row: Definition) => {
    const state = row.suspended ? 'active' : 'suspended';
    Modal.confirm({
      title: t(`state.${state}`),
      content: t(`stateConfirm.${state}`, { name: row.name, version: row.version }),
      onOk: async () => {
        try {
          await changeState(row.id, state);
          notify.success(t('saved'));
        } catch (error) {
          notify.error(errorText(error, t('common:http.unknown')));
        }
        await list.list.mutate();
      },
    });
  };

  return (
    <Card className="page-card" data-testid="workflow-manager-page">
      <CrudTable<Definition>
        name="workflow-manager"
        list={list}
        searchFields={[
          { field: 'key', label: t('field.modelKey') },
          { field: 'tenantId', label: t('field.tenantId') },
        ]}
        emptyText={t('empty.manager')}
        columns={[
          { title: t('field.tenant'), dataIndex: 'tenantName', width: 150, ellipsis: true },
          { title: t('field.processName'), dataIndex: 'name' },
          { title: t('field.modelKey'), dataIndex: 'key', width: 130 },
          { title: t('field.version'), dataIndex: 'version', width: 80, render: (version: number) => `v${version}` },
          {
            title: t('field.state'),
            dataIndex: 'suspended',
            width: 100,
            render: (suspended: boolean) => <Tag color={suspended ? 'orange' : 'green'}>{t(suspended ? 'suspended' : 'active')}</Tag>,
          },
          { title: t('field.running'), dataIndex: 'running', width: 90 },
          { title: t('field.deployTime'), dataIndex: 'deployTime', width: 170 },
        ]}
        rowActions={(row) =>
          canChange ? (
            <Button type="text" size="mini" onClick={() => toggle(row)} data-testid={`workflow-state-${row.id}`}>
              {t(row.suspended ? 'state.active' : 'state.suspended')}
            </Button>
          ) : null
        }
      />
    </Card>
  );
}
