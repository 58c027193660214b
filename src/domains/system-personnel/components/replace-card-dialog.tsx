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

/** 补卡: a new number for the person; the old card is cancelled by the server in the same step. */
export function ReplaceCardDialog({ person, onClose, onSaved }: { person: Diner | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('systemPersonnel');
  const [form] = Form.useForm<{ cardNo: string }>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!person) return;
    const { cardNo } = await form.validate();
    setSaving(true);
    try {
      await moveCard({ personnelId: person.id, action: 'replace', cardNo: cardNo.trim() });
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
      title={person ? t('card.replaceTitle', { name: person.name }) : ''}
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
          label={t('card.newCardNo')}
          field="cardNo"
          extra={person?.cardNo ? t('card.replaceHint', { cardNo: person.cardNo }) : undefined}
          rules={[{ validator: (value: string | undefined, callback) => callback(!value || !CARD_NO.test(value.trim()) ? t('rule.cardNo') : undefined) }]}
        >
          <Input maxLength={20} data-testid="card-replace-number" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
