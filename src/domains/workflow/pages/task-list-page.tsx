import { Button, Card, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useSubmit } from '../../../components/form-dialog/use-submit';
import { claimTask, fetchClaim, fetchDone, fetchTodo } from '../api';
import { OUTCOME_COLOR } from '../format';
import { detailPath } from '../paths';
import { flowKeys, LIST } from '../queries';
import type { Task } from '../types';
import '../i18n';

type Kind = 'todo' | 'claim' | 'done';
const FETCH = { todo: fetchTodo, claim: fetchClaim, done: fetchDone } as const;

/** 待办事务, 待签事务 and 办结事务: the caller's tasks, searchable by process, applicant or node, paged. */
function TaskList({ kind }: { kind: Kind }) {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const list = useCrudList<Task>(LIST[kind], FETCH[kind]);
  const claiming = useSubmit((task: Task) => claimTask(task.id), {
    refusal: 'toast',
    success: t('claimed'),
    onSaved: (task) => navigate(task.handlePath),
    onRefused: () => void mutate(flowKeys.changed),
  });

  return (
    <Card className="page-card" data-testid={`workflow-${kind}-page`}>
      <CrudTable<Task>
        name={`workflow-${kind}`}
        list={list}
        searchFields={[{ field: 'keyword', label: t('keyword') }]}
        emptyText={t(`empty.${kind}`)}
        columns={[
          { title: t('field.processName'), dataIndex: 'processName', width: 140 },
          { title: t('field.node'), dataIndex: 'name', width: 140 },
          { title: t('field.applicant'), dataIndex: 'applicantName', width: 120 },
          ...(kind === 'done'
            ? [
                {
                  title: t('field.outcome'),
                  dataIndex: 'outcome',
                  width: 100,
                  render: (outcome: Task['outcome']) => (outcome ? <Tag color={OUTCOME_COLOR[outcome]}>{t(`outcome.${outcome}`)}</Tag> : null),
                },
                { title: t('field.comment'), dataIndex: 'comment', ellipsis: true },
                { title: t('field.endTime'), dataIndex: 'endTime', width: 170 },
              ]
            : [
                { title: t('field.createTime'), dataIndex: 'createTime', width: 170 },
                {
                  title: t('field.dueAt'),
                  dataIndex: 'dueAt',
                  width: 200,
                  render: (dueAt: string | null, row: Task) => (
                    <>
                      {dueAt ?? '—'}{' '}
                      {row.overdue ? (
                        <Tag color="red" size="small">
                          {t('overdue')}
                        </Tag>
                      ) : null}
                    </>
                  ),
                },
              ]),
        ]}
        rowActions={(row) =>
          kind === 'todo' ? (
            <Button type="text" size="mini" onClick={() => void navigate(row.handlePath)} data-testid={`workflow-handle-${row.id}`}>
              {t('handle')}
            </Button>
          ) : kind === 'claim' ? (
            <Button
              type="text"
              size="mini"
              loading={claiming.pending?.[0] === row}
              onClick={() => void claiming.submit(row)}
              data-testid={`workflow-claim-${row.id}`}
            >
              {t('claim')}
            </Button>
          ) : (
            <Button
              type="text"
              size="mini"
              onClick={() => void navigate(detailPath(row.processInstanceId, row.businessId))}
              data-testid={`workflow-detail-${row.id}`}
            >
              {t('view')}
            </Button>
          )
        }
      />
    </Card>
  );
}

export const TodoPage = () => <TaskList kind="todo" />;
export const ClaimPage = () => <TaskList kind="claim" />;
export const DonePage = () => <TaskList kind="done" />;
