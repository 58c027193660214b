import { Button, Form, Modal, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import { IconUpload } from '@arco-design/web-react/icon';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { useSubmit } from '../form-dialog/use-submit';
import { TaskProgressDialog } from './task-progress';
import type { Task } from './types';
import './i18n';

interface Props {
  visible: boolean;
  /** The dialog was cancelled, or the task's progress was closed. */
  onClose: () => void;
  title: string;
  hint: ReactNode;
  /** The prefix of the dialog's test ids (`<testId>-dialog`, `-choose`, `-file`, `-input`, `-start`). */
  testId: string;
  /** Uploads the chosen sheet and starts the task: its id. */
  start: (file: File) => Promise<string>;
  fetchTask: (taskId: string) => Promise<Task>;
  taskTitle: string;
  /** The task reached its end, or its progress was closed: refresh what it changed. */
  onChanged: () => void;
  /** The fields above the file (a template to download). */
  before?: ReactNode;
  /** The fields below the file (what the task does with the old data). */
  children?: ReactNode;
  /** Cancelled: the dialog's own fields back to their defaults. */
  onCancel?: () => void;
}

/**
 * An import: choose a filled-in .xlsx sheet, start the task (the upload and the task's start are one step; a refusal —
 * not an .xlsx, a column missing — is the client's toast and the choice stays), then follow its progress until it ends.
 */
export function UploadTaskDialog({ visible, onClose, title, hint, testId, start, fetchTask, taskTitle, onChanged, before, children, onCancel }: Props) {
  const { t } = useTranslation('taskProgress');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [taskId, setTaskId] = useState<string | null>(null);
  const starting = useSubmit(start, {
    onSaved: (id) => {
      setFile(undefined);
      setTaskId(id);
    },
  });

  const cancel = () => {
    setFile(undefined);
    onCancel?.();
    onClose();
  };

  return (
    <>
      <Modal
        title={title}
        visible={visible && taskId === null}
        onCancel={cancel}
        onOk={() => (file ? void starting.submit(file) : notify.warning(t('upload.none')))}
        okText={t('upload.start')}
        okButtonProps={{ 'data-testid': `${testId}-start` } as object}
        confirmLoading={starting.saving}
        unmountOnExit
        data-testid={`${testId}-dialog`}
      >
        <p>{hint}</p>
        <Form layout="vertical">
          {before}
          <Form.Item label={t('upload.file')} required>
            <Space>
              <Button icon={<IconUpload />} onClick={() => input.current?.click()} data-testid={`${testId}-choose`}>
                {t('upload.choose')}
              </Button>
              <span data-testid={`${testId}-file`}>{file?.name ?? t('upload.none')}</span>
            </Space>
            <input
              ref={input}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              hidden
              tabIndex={-1}
              aria-label={t('upload.file')}
              data-testid={`${testId}-input`}
              onChange={(event) => {
                setFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Form.Item>
          {children}
        </Form>
      </Modal>
      <TaskProgressDialog
        taskId={taskId}
        title={taskTitle}
        fetchTask={fetchTask}
        onFinal={onChanged}
        onClose={() => {
          setTaskId(null);
          onClose();
          onChanged();
        }}
      />
    </>
  );
}
