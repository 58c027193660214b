import { Alert, Button, Card, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { fetchModels, removeModel } from '../api';
import { ModelDialog } from '../components/model-dialog';
import { useDeploy } from '../components/use-deploy';
import { modelPath } from '../paths';
import { LIST } from '../queries';
import type { Model } from '../types';
import '../i18n';
import '../workflow.css';

/** 模型管理: every tenant's process models, 新增 / 编辑 (XML pasted or a .bpmn file), 部署, and each model's detail. */
export function ModelPage() {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const canAdd = useCan('flow_model_add');
  const canDeploy = useCan('flow_model_deploy');
  const canRemove = useCan('flow_model_delete');
  const list = useCrudList<Model>(LIST.model, fetchModels);
  const [editing, setEditing] = useState<{ model: Model | null } | null>(null);
  const deploy = useDeploy();

  return (
    <Card className="page-card" data-testid="workflow-model-page">
      {deploy.refusal ? (
        <Alert
          type="error"
          title={t('model.deployFailed')}
          content={deploy.refusal}
          closable
          onClose={() => deploy.setRefusal('')}
          className="flow-refusal"
          data-testid="model-deploy-refusal"
        />
      ) : null}
      <CrudTable<Model>
        name="workflow-model"
        list={list}
        searchFields={[
          { field: 'name', label: t('field.modelName') },
          { field: 'tenantId', label: t('field.tenantId') },
        ]}
        emptyText={t('empty.model')}
        onAdd={canAdd ? () => setEditing({ model: null }) : undefined}
        onEdit={canAdd ? (model) => setEditing({ model }) : undefined}
        onView={(model) => void navigate(modelPath(model.id))}
        onRemove={
          canRemove
            ? async (ids) => {
                for (const id of ids) await removeModel(id);
              }
            : undefined
        }
        columns={[
          { title: t('field.tenant'), dataIndex: 'tenantName', width: 150, ellipsis: true },
          { title: t('field.modelName'), dataIndex: 'name' },
          { title: t('field.modelKey'), dataIndex: 'modelKey', width: 140 },
          { title: t('field.category'), dataIndex: 'category', width: 130 },
          {
            title: t('field.deployedVersion'),
            dataIndex: 'deployedVersion',
            width: 110,
            render: (version: number | null) => (version ? <Tag color="green">v{version}</Tag> : <Tag>{t('model.undeployed')}</Tag>),
          },
          { title: t('field.updateTime'), dataIndex: 'updateTime', width: 170 },
        ]}
        rowActions={(row) =>
          canDeploy ? (
            <Button
              type="text"
              size="mini"
              loading={deploy.pending?.[0] === row.id}
              onClick={() => void deploy.submit(row.id)}
              data-testid={`workflow-deploy-${row.id}`}
            >
              {t('deploy')}
            </Button>
          ) : null
        }
      />
      <ModelDialog
        visible={editing !== null}
        model={editing?.model ?? null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          list.reveal(saved);
        }}
      />
    </Card>
  );
}
