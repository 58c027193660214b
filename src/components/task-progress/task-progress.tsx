import { Button, Link, Modal, Progress, Space, Spin, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Link/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Progress/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { IconDownload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../status-panel';
import { percentOf, type Task, type TaskError, type TaskStatus } from './types';
import { useTaskStatus } from './use-task-status';
import './i18n';
import './task-progress.css';

const COLOURS: Record<TaskStatus, string> = { 0: 'gray', 1: 'arcoblue', 2: 'green', 3: 'orange', 4: 'red', 5: 'gray' };
const BAR: Record<TaskStatus, 'normal' | 'success' | 'warning' | 'error'> = { 0: 'normal', 1: 'normal', 2: 'success', 3: 'warning', 4: 'error', 5: 'normal' };

/** 排队 grey, 执行中 blue, 成功 green, 部分失败 orange, 失败 red, 取消 grey. */
export function TaskStatusTag({ status }: { status: TaskStatus }) {
  const { t } = useTranslation('taskProgress');
  return (
    <Tag color={COLOURS[status]} data-testid="task-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

interface Props {
  taskId: string | null;
  fetchTask: (taskId: string) => Promise<Task>;
  /** Once, when the task reaches its final status (refresh the lists it changed). */
  onFinal?: (task: Task) => void;
  /** A device's name for its serial number in the error list. */
  deviceName?: (deviceSn: string) => string | undefined;
}

/**
 * One task's progress while it runs: a bar of the items done (succeeded and failed) of the total, the status as a
 * tag, the counts, and at the end the failed items with their reason and the error file when the server built one.
 * Polls every 2 s until a final status; stops when unmounted.
 */
export function TaskProgress({ taskId, fetchTask, onFinal, deviceName }: Props) {
  const { t } = useTranslation('taskProgress');
  const { task, error, retry } = useTaskStatus(taskId, fetchTask, { onFinal });
  if (!task && error)
    return <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={retry} testId="task-progress-error" error={error} />;
  if (!task) return <Spin tip={t('loading')} style={{ display: 'block' }} />;
  const rows = task.errors.map((item, index) => ({ ...item, key: index }));
  const hasRows = task.errors.some((item) => item.row !== undefined);
  const hasDevices = task.errors.some((item) => item.deviceSn);
  return (
    <div className="task-progress" data-testid="task-progress" data-status={task.status}>
      <Space className="task-progress-head" size="medium" wrap>
        <TaskStatusTag status={task.status} />
        <span data-testid="task-counts">
          {t('total')} {task.total} · {t('success')} {task.success} · {t('fail')} {task.fail}
        </span>
      </Space>
      <Progress percent={percentOf(task)} status={BAR[task.status]} aria-label={t('title')} />
      {task.errors.length ? (
        <>
          <h4 className="task-progress-title">{t('errors')}</h4>
          <Table<TaskError & { key: number }>
            rowKey="key"
            size="small"
            data-testid="task-errors"
            data={rows}
            scroll={{ y: 240 }}
            pagination={rows.length > 50 ? { pageSize: 50 } : false}
            columns={[
              ...(hasRows ? [{ title: t('row'), dataIndex: 'row', width: 70 }] : []),
              { title: t('name'), dataIndex: 'name', width: 120 },
              ...(hasDevices
                ? [{ title: t('device'), dataIndex: 'deviceSn', width: 160, render: (sn: string | undefined) => (sn ? (deviceName?.(sn) ?? sn) : '') }]
                : []),
              { title: t('reason'), dataIndex: 'reason' },
            ]}
          />
        </>
      ) : null}
      {task.errorFileUrl ? (
        <Link href={task.errorFileUrl} icon={<IconDownload />} download data-testid="task-error-file">
          {t('errorFile')}
        </Link>
      ) : null}
    </div>
  );
}

/** The progress in a dialog: closing it stops the polling, never the task. */
export function TaskProgressDialog({ title, onClose, ...props }: Props & { title?: string; onClose: () => void }) {
  const { t } = useTranslation('taskProgress');
  return (
    <Modal
      title={title ?? t('title')}
      visible={props.taskId !== null}
      onCancel={onClose}
      unmountOnExit
      style={{ width: 640 }}
      footer={
        <Button onClick={onClose} data-testid="task-progress-close">
          {t('close')}
        </Button>
      }
    >
      <TaskProgress {...props} />
      <p className="task-progress-note">{t('background')}</p>
    </Modal>
  );
}
