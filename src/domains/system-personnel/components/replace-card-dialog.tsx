import { Form, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { moveCard } from '../api';
import type { Diner } from '../types';
import '../i18n';

const CARD_NO = /^[0-9A-Za-z]{4,20}$/;

/**
 * 补卡: a new number for the person, the old card cancelled by the server in the same step; or 发卡 (`issue`): the first
 * card of a person without a live one.
 */
export function ReplaceCardDialog({
  person,
  action = 'replace',
  onClose,
  onSaved,
}: {
  person: Diner | null;
  action?: 'replace' | 'issue';
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('systemPersonnel');
  const [form] = Form.useForm<{ cardNo: string }>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!person) return;
    const { cardNo } = await form.validate();
    setSaving(true);
    try {
      await moveCard({ personnelId: person.id, action, cardNo: cardNo.trim() });
      notify.success(t('card.done'));
      form.resetFields();
      onSaved();
    } catch {
      // the request layer has shown the refusal (a number in use…); the typed number stays
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={person ? t(action === 'issue' ? 'card.issueTitle' : 'card.replaceTitle', { name: person.name }) : ''}
      visible={person !== null}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      data-testid="card-replace-dialog"
    >
      <Form form={form} layout="vertical">
        <Form.Item
          label={t(action === 'issue' ? 'card.cardNo' : 'card.newCardNo')}
          field="cardNo"
          extra={action === 'replace' && person?.cardNo ? t('card.replaceHint', { cardNo: person.cardNo }) : undefined}
          rules={[{ validator: (value: string | undefined, callback) => callback(!value || !CARD_NO.test(value.trim()) ? t('rule.cardNo') : undefined) }]}
        >
          <Input maxLength={20} data-testid="card-replace-number" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
