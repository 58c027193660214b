import { Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog';
import { removeCatalogueItems } from '../../api';
import '../../pages/review/i18n';

/** 移除: takes catalogue items out of the supply catalogue with a reason (audited on the tender). */
export function RemoveDialog({ ids, onClose, onRemoved }: { ids: string[] | null; onClose: () => void; onRemoved: () => void }) {
  const { t } = useTranslation('bidding-review');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormDialog
      title={t('catalogue.removeTitle', { count: ids?.length ?? 0 })}
      visible={ids !== null}
      form={form}
      save={(values) => removeCatalogueItems(ids ?? [], values.reason.trim())}
      success={t('catalogue.removed')}
      onSaved={onRemoved}
      refusal="inline"
      fallback={t('catalogue.removeFailed')}
      onClose={onClose}
      okText={t('catalogue.remove')}
      danger
      testId="catalogue-remove-dialog"
    >
      <Form.Item
        label={t('catalogue.reason')}
        field="reason"
        rules={[{ required: true, validator: (value: string | undefined, callback) => callback(value?.trim() ? undefined : t('catalogue.rule.reason')) }]}
      >
        <Input.TextArea maxLength={200} showWordLimit autoSize={{ minRows: 3, maxRows: 6 }} autoFocus data-testid="catalogue-reason" />
      </Form.Item>
    </FormDialog>
  );
}
