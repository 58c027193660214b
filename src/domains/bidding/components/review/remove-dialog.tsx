import { Alert, Form, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../lib/http';
import { notify } from '../../../../lib/notify';
import { removeCatalogueItems } from '../../api';
import '../../pages/review/i18n';

/** 移除: takes catalogue items out of the supply catalogue with a reason (audited on the tender). */
export function RemoveDialog({ ids, onClose, onRemoved }: { ids: string[] | null; onClose: () => void; onRemoved: () => void }) {
  const { t } = useTranslation('bidding-review');
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');

  const close = () => {
    form.resetFields();
    setRefusal('');
    onClose();
  };
  const submit = async () => {
    if (!ids) return;
    // an empty reason: the form says so under the field
    const reason = await form.validate().then(
      (values) => values.reason,
      () => null,
    );
    if (reason === null) return;
    setSaving(true);
    try {
      await removeCatalogueItems(ids, reason.trim());
      notify.success(t('catalogue.removed'));
      form.resetFields();
      setRefusal('');
      onRemoved();
    } catch (failure) {
      setRefusal(errorText(failure, t('catalogue.removeFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('catalogue.removeTitle', { count: ids?.length ?? 0 })}
      visible={ids !== null}
      onOk={() => void submit()}
      okText={t('catalogue.remove')}
      okButtonProps={{ status: 'danger' }}
      confirmLoading={saving}
      onCancel={close}
      unmountOnExit
      data-testid="catalogue-remove-dialog"
    >
      <Form form={form} layout="vertical">
        <Form.Item
          label={t('catalogue.reason')}
          field="reason"
          rules={[{ required: true, validator: (value: string | undefined, callback) => callback(value?.trim() ? undefined : t('catalogue.rule.reason')) }]}
        >
          <Input.TextArea maxLength={200} showWordLimit autoSize={{ minRows: 3, maxRows: 6 }} autoFocus data-testid="catalogue-reason" />
        </Form.Item>
      </Form>
      {refusal ? <Alert type="error" content={refusal} /> : null}
    </Modal>
  );
}
