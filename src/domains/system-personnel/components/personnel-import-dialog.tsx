import { Button, Form } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { UploadTaskDialog } from '../../../components/task-progress';
import { downloadFile } from '../../../lib/download';
import { notify } from '../../../lib/notify';
import { fetchTaskStatus, startPersonnelImport, uploadSheet } from '../api';
import { IMPORT_PATHS } from '../paths';
import '../i18n';

/** 导入人员: download the template, choose the filled-in file, start the import task and follow it. */
export function PersonnelImportDialog({ visible, onClose, onChanged }: { visible: boolean; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('systemPersonnel');
  const template = () => downloadFile(IMPORT_PATHS.template, {}, t('import.templateName'), 'post').catch(() => notify.error(t('import.templateFailed')));
  return (
    <UploadTaskDialog
      visible={visible}
      onClose={onClose}
      title={t('import.title')}
      hint={t('import.hint')}
      testId="personnel-import"
      start={async (file) => startPersonnelImport((await uploadSheet(file)).link)}
      fetchTask={fetchTaskStatus}
      taskTitle={t('import.task')}
      onChanged={onChanged}
      before={
        <Form.Item label={t('import.template')}>
          <Button icon={<IconDownload />} onClick={() => void template()} data-testid="personnel-import-template">
            {t('import.template')}
          </Button>
        </Form.Item>
      }
    />
  );
}
