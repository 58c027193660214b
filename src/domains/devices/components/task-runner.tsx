import { Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskProgressDialog } from '../../../components/task-progress';
import { fetchTask } from '../api';
import { useRefreshDevices } from '../hooks';
import '../i18n';

export type TaskKindOf = 'down' | 'delete';

/**
 * Starts the domain's tasks and follows each in the task progress dialog; the lists refresh when the task ends
 * and when the dialog closes. `confirm` asks first (全部下发, 全部删除…).
 */
export function useTaskRunner(deviceName?: (deviceSn: string) => string | undefined) {
  const { t } = useTranslation('devices');
  const refresh = useRefreshDevices();
  const [running, setRunning] = useState<{ taskId: string; kind: TaskKindOf } | null>(null);

  const go = async (kind: TaskKindOf, start: () => Promise<string>) => {
    const taskId = await start();
    setRunning({ taskId, kind });
  };

  /** Starts a task (after a confirmation when `confirm` is given); a refusal is shown by the request layer. */
  const run = (kind: TaskKindOf, start: () => Promise<string>, confirm?: string) => {
    if (!confirm) return void go(kind, start).catch(() => undefined);
    Modal.confirm({
      title: t('confirm.title'),
      content: <span data-testid="device-confirm">{confirm}</span>,
      okButtonProps: kind === 'delete' ? { status: 'danger' } : undefined,
      onOk: () => go(kind, start),
    });
  };

  const dialog = (
    <TaskProgressDialog
      taskId={running?.taskId ?? null}
      title={running ? t(`taskTitle.${running.kind}`) : undefined}
      fetchTask={fetchTask}
      deviceName={deviceName}
      onFinal={refresh}
      onClose={() => {
        setRunning(null);
        refresh();
      }}
    />
  );
  return { run, dialog };
}
