import { Button, Form, Modal, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import { IconDownload, IconUpload } from '@arco-design/web-react/icon';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/download';
import { notify } from '../../../lib/notify';
import { startPersonnelImport, uploadSheet } from '../api';
import { IMPORT_PATHS } from '../paths';
import '../i18n';

interface Props {
  visible: boolean;
  onClose: () => void;
  /** The import's task started: follow it. */
  onStarted: (taskId: string) => void;
}

/** 导入人员: download the template, choose the filled-in file, start the import task. */
export function PersonnelImportDialog({ visible, onClose, onStarted }: Props) {
  const { t } = useTranslation('systemPersonnel');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setFile(undefined);
    onClose();
  };
  const template = () => downloadFile(IMPORT_PATHS.template, {}, t('import.templateName'), 'post').catch(() => notify.error(t('import.templateFailed')));

  const start = async () => {
    if (!file) return notify.warning(t('import.none'));
    setBusy(true);
    try {
      const stored = await uploadSheet(file);
      const taskId = await startPersonnelImport(stored.link);
      setFile(undefined);
      onStarted(taskId);
    } catch {
      // the request layer has shown the refusal (not an .xlsx, a column missing…); the choice stays
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('import.title')}
      visible={visible}
      onCancel={close}
      onOk={() => void start()}
      okText={t('import.start')}
      okButtonProps={{ 'data-testid': 'personnel-import-start' } as object}
      confirmLoading={busy}
      unmountOnExit
      data-testid="personnel-import-dialog"
    >
      <p>{t('import.hint')}</p>
      <Form layout="vertical">
        <Form.Item label={t('import.template')}>
          <Button icon={<IconDownload />} onClick={() => void template()} data-testid="personnel-import-template">
            {t('import.template')}
          </Button>
        </Form.Item>
        <Form.Item label={t('import.file')} required>
          <Space>
            <Button icon={<IconUpload />} onClick={() => input.current?.click()} data-testid="personnel-import-choose">
              {t('import.choose')}
            </Button>
            <span data-testid="personnel-import-file">{file?.name ?? t('import.none')}</span>
          </Space>
          <input
            ref={input}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            hidden
            tabIndex={-1}
            aria-label={t('import.file')}
            data-testid="personnel-import-input"
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
