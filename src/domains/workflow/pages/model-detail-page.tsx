import { Alert, Button, Card, Descriptions, Divider, Space, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Divider/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { FiguresState } from '../../../components/figures-state';
import { useCan } from '../../../components/use-can';
import { PageHeader } from '../components/page-header';
import { ProcessDiagram } from '../components/process-diagram';
import { useDeploy } from '../components/use-deploy';
import { useModel } from '../hooks';
import { MENU, nodePath } from '../paths';
import type { Definition } from '../types';
import '../i18n';
import '../workflow.css';

/** 模型详情 `/activitiManage/model/detail/{id}`: the model's diagram, its node rules' page, its versions, 部署. */
export function ModelDetailPage() {
  const { t } = useTranslation('workflow');
  const { id = '' } = useParams();
  const model = useModel(id);
  const canDeploy = useCan('flow_model_deploy');
  const deploy = useDeploy();
  const m = model.data;
  return (
    <Card className="page-card" data-testid="model-detail-page">
      <PageHeader
        title={m ? `${t('model.detail')} · ${m.name}` : t('model.detail')}
        back={MENU.model}
        extra={
          m ? (
            <Space size="large">
              <Link to={nodePath(m.id, m.tenantId)} data-testid="model-nodes">
                {t('model.nodes')}
              </Link>
              {canDeploy ? (
                <Button type="primary" loading={deploy.saving} onClick={() => void deploy.submit(m.id)} data-testid="model-deploy">
                  {t('deploy')}
                </Button>
              ) : null}
            </Space>
          ) : null
        }
      />
      <FiguresState error={model.error} loaded={Boolean(m)} onRetry={() => void model.mutate()} testId="model-detail">
        {m ? (
          <>
            {deploy.refusal ? (
              <Alert type="error" title={t('model.deployFailed')} content={deploy.refusal} className="flow-refusal" data-testid="model-deploy-refusal" />
            ) : null}
            <Descriptions
              column={{ xs: 1, md: 3 }}
              border
              data={[
                { label: t('field.modelKey'), value: m.modelKey },
                { label: t('field.category'), value: m.category },
                { label: t('field.tenantId'), value: m.tenantId },
              ]}
            />
            <Divider orientation="left">{t('diagram.title')}</Divider>
            <ProcessDiagram diagram={{ xml: m.xml }} />
            <Divider orientation="left">{t('model.versions')}</Divider>
            <Table<Definition>
              rowKey="id"
              pagination={false}
              data={m.definitions}
              noDataElement={<span data-testid="model-versions-empty">{t('model.undeployed')}</span>}
              columns={[
                { title: t('field.version'), dataIndex: 'version', render: (version: number) => `v${version}` },
                {
                  title: t('field.state'),
                  dataIndex: 'suspended',
                  render: (suspended: boolean) => <Tag color={suspended ? 'orange' : 'green'}>{t(suspended ? 'suspended' : 'active')}</Tag>,
                },
                { title: t('field.running'), dataIndex: 'running' },
                { title: t('field.deployTime'), dataIndex: 'deployTime' },
              ]}
            />
          </>
        ) : null}
      </FiguresState>
    </Card>
  );
}
