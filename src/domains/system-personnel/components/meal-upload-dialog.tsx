import { Button, Form, Modal, Radio, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import { IconUpload } from '@arco-design/web-react/icon';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { startMealUpload, uploadSheet } from '../api';
import type { RefundType } from '../types';
import '../meal-i18n';

interface Props {
  visible: boolean;
  onClose: () => void;
  /** The upload's task started: follow it. */
  onStarted: (taskId: string) => void;
}

/** 导入餐别: choose the filled-in template and what happens to the old plan's balance, then start the task. */
export function MealUploadDialog({ visible, onClose, onStarted }: Props) {
  const { t } = useTranslation('mealCategory');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [refundType, setRefundType] = useState<RefundType>(0);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setFile(undefined);
    setRefundType(0);
    onClose();
  };

  const start = async () => {
    if (!file) return notify.warning(t('upload.none'));
    setBusy(true);
    try {
      const stored = await uploadSheet(file);
      const taskId = await startMealUpload(stored.link, refundType);
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
      title={t('upload.title')}
      visible={visible}
      onCancel={close}
      onOk={() => void start()}
      okText={t('upload.start')}
      okButtonProps={{ 'data-testid': 'meal-upload-start' } as object}
      confirmLoading={busy}
      unmountOnExit
      data-testid="meal-upload-dialog"
    >
      <p>{t('upload.hint')}</p>
      <Form layout="vertical">
        <Form.Item label={t('upload.file')} required>
          <Space>
            <Button icon={<IconUpload />} onClick={() => input.current?.click()} data-testid="meal-upload-choose">
              {t('upload.choose')}
            </Button>
            <span data-testid="meal-upload-file">{file?.name ?? t('upload.none')}</span>
          </Space>
          <input
            ref={input}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            hidden
            tabIndex={-1}
            aria-label={t('upload.file')}
            data-testid="meal-upload-input"
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Form.Item>
        <Form.Item label={t('upload.refundType')}>
          <Radio.Group
            type="button"
            value={refundType}
            onChange={(value: RefundType) => setRefundType(value)}
            options={[
              { label: t('upload.refund0'), value: 0 },
              { label: t('upload.refund1'), value: 1 },
            ]}
            data-testid="meal-upload-refund"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
