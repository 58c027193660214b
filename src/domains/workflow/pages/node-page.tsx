import { Button, Card, Input, InputNumber, Select, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FiguresState } from '../../../components/figures-state';
import { useSubmit } from '../../../components/form-dialog/use-submit';
import { saveNode } from '../api';
import { PageHeader } from '../components/page-header';
import { useNodes } from '../hooks';
import { modelPath } from '../paths';
import type { AssigneeType, FlowNode } from '../types';
import '../i18n';
import '../workflow.css';

const TYPES: AssigneeType[] = ['form', 'user', 'role', 'leader', 'initiator'];
const POSTS = ['principal', 'logistics', 'leader'] as const;

/** 流程节点 `/activitiManage/node/{id}/{tenantId}`: each user task's assignee type and value, and its due hours, saved row by row. */
export function NodePage() {
  const { t } = useTranslation('workflow');
  const { id = '', tenantId = '' } = useParams();
  const nodes = useNodes(id, tenantId);
  const [drafts, setDrafts] = useState<Record<string, FlowNode>>({});
  const draftOf = (node: FlowNode) => drafts[node.nodeId] ?? node;
  const set = (node: FlowNode, patch: Partial<FlowNode>) => setDrafts({ ...drafts, [node.nodeId]: { ...draftOf(node), ...patch } });
  const saving = useSubmit((node: FlowNode) => saveNode(id, tenantId, node), { refusal: 'toast', success: t('saved'), onSaved: () => void nodes.mutate() });

  return (
    <Card className="page-card" data-testid="node-page">
      <PageHeader title={t('model.nodes')} back={modelPath(id)} />
      <FiguresState error={nodes.error} loaded={Boolean(nodes.data)} empty={!nodes.data?.length} onRetry={() => void nodes.mutate()} testId="node-list">
        <Table<FlowNode>
          rowKey="nodeId"
          pagination={false}
          data={nodes.data ?? []}
          columns={[
            { title: t('field.node'), dataIndex: 'name', render: (name: string, node) => `${name}（${node.nodeId}）` },
            {
              title: t('field.assigneeType'),
              dataIndex: 'assigneeType',
              render: (_: unknown, node) => (
                <Select
                  aria-label={t('field.assigneeType')}
                  value={draftOf(node).assigneeType}
                  style={{ width: 180 }}
                  options={TYPES.map((type) => ({ label: t(`assignee.${type}`), value: type }))}
                  onChange={(assigneeType: AssigneeType) => set(node, { assigneeType, assigneeValue: assigneeType === 'role' ? POSTS[0] : '' })}
                  data-testid={`node-type-${node.nodeId}`}
                />
              ),
            },
            {
              title: t('field.assigneeValue'),
              dataIndex: 'assigneeValue',
              render: (_: unknown, node) => {
                const draft = draftOf(node);
                if (draft.assigneeType === 'role')
                  return (
                    <Select
                      aria-label={t('field.assigneeValue')}
                      value={draft.assigneeValue}
                      style={{ width: 160 }}
                      options={POSTS.map((post) => ({ label: t(`post.${post}`), value: post }))}
                      onChange={(assigneeValue: string) => set(node, { assigneeValue })}
                    />
                  );
                if (draft.assigneeType === 'user')
                  return (
                    <Input
                      aria-label={t('field.assigneeValue')}
                      value={draft.assigneeValue}
                      placeholder={t('userId')}
                      style={{ width: 160 }}
                      onChange={(assigneeValue) => set(node, { assigneeValue })}
                    />
                  );
                return '—';
              },
            },
            {
              title: t('field.dueHours'),
              dataIndex: 'dueHours',
              render: (_: unknown, node) => (
                <InputNumber
                  aria-label={t('field.dueHours')}
                  min={0}
                  max={720}
                  precision={0}
                  value={draftOf(node).dueHours}
                  style={{ width: 120 }}
                  onChange={(dueHours) => set(node, { dueHours: dueHours ?? 0 })}
                />
              ),
            },
            {
              title: t('actions'),
              dataIndex: 'nodeId',
              render: (nodeId: string, node) => (
                <Button
                  type="primary"
                  size="small"
                  loading={saving.pending?.[0].nodeId === nodeId}
                  onClick={() => void saving.submit(draftOf(node))}
                  data-testid={`node-save-${nodeId}`}
                >
                  {t('save')}
                </Button>
              ),
            },
          ]}
        />
      </FiguresState>
    </Card>
  );
}
