import { Form, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Radio/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadTaskDialog } from '../../../components/task-progress';
import { fetchTaskStatus, startMealUpload, uploadSheet } from '../api';
import type { RefundType } from '../types';
import '../meal-i18n';

/** 导入餐别: the filled-in template and what happens to the old plan's balance, then the task's progress. */
export function MealUploadDialog({ visible, onClose, onChanged }: { visible: boolean; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('mealCategory');
  const [refundType, setRefundType] = useState<RefundType>(0);
  return (
    <UploadTaskDialog
      visible={visible}
      onClose={onClose}
      onCancel={() => setRefundType(0)}
      title={t('upload.title')}
      hint={t('upload.hint')}
      testId="meal-upload"
      start={async (file) => startMealUpload((await uploadSheet(file)).link, refundType)}
      fetchTask={fetchTaskStatus}
      taskTitle={t('upload.task')}
      onChanged={onChanged}
    >
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
    </UploadTaskDialog>
  );
}
