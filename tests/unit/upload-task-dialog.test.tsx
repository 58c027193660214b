import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UploadTaskDialog, type Task } from '../../src/components/task-progress';
import { initI18n } from '../../src/lib/i18n';
import { notify } from '../../src/lib/notify';

// An import: the sheet chosen, the task started, its progress followed. The calls stand in for the server (the task
// engine and the sheets' rules are in the API suite, the screens in the browser suite).
vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

beforeAll(() => initI18n('zh-CN'));

const done: Task = {
  taskId: 't1',
  kind: 'PERSONNEL_IMPORT',
  status: 2,
  total: 3,
  success: 3,
  fail: 0,
  errors: [],
  errorFileUrl: null,
  createTime: '2025-03-01 08:00:00',
  finishTime: '2025-03-01 08:00:02',
};

function open(start: (file: File) => Promise<string>) {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UploadTaskDialog
        visible
        onClose={onClose}
        title="导入人员"
        hint="每人一行"
        testId="people-import"
        start={start}
        fetchTask={vi.fn().mockResolvedValue(done)}
        taskTitle="人员导入进度"
        onChanged={onChanged}
      />
    </SWRConfig>,
  );
  return { onClose, onChanged };
}

const sheet = new File(['x'], '人员.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('the upload-and-follow dialog', () => {
  it('asks for a file first', async () => {
    const start = vi.fn();
    open(start);
    await userEvent.click(screen.getByTestId('people-import-start'));
    expect(notify.warning).toHaveBeenCalledWith('请选择 .xlsx 文件');
    expect(start).not.toHaveBeenCalled();
  });

  it('starts the task with the chosen sheet, follows it to its end, and closing its progress closes the import', async () => {
    const start = vi.fn().mockResolvedValue('t1');
    const { onClose, onChanged } = open(start);
    await userEvent.upload(screen.getByTestId('people-import-input'), sheet);
    expect(screen.getByTestId('people-import-file')).toHaveTextContent('人员.xlsx');
    await userEvent.click(screen.getByTestId('people-import-start'));
    expect(start).toHaveBeenCalledWith(sheet);
    expect(await screen.findByText('人员导入进度')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('task-progress')).toHaveAttribute('data-status', '2'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByTestId('task-progress-close'));
    expect(onClose).toHaveBeenCalled();
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('keeps the chosen sheet when the start is refused', async () => {
    const start = vi.fn().mockRejectedValue(new Error('not an xlsx'));
    open(start);
    await userEvent.upload(screen.getByTestId('people-import-input'), sheet);
    await userEvent.click(screen.getByTestId('people-import-start'));
    await waitFor(() => expect(start).toHaveBeenCalled());
    expect(screen.getByTestId('people-import-file')).toHaveTextContent('人员.xlsx');
    expect(screen.queryByText('人员导入进度')).not.toBeInTheDocument();
  });
});
