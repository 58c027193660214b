import { Form, Input } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { moveCard } from '../api';
import type { Diner } from '../types';
import '../i18n';

const CARD_NO = /^[0-9A-Za-z]{4,20}$/;

/**
 * 补卡: a new number for the person, the old card cancelled by the server in the same step; or 发卡 (`issue`): the first
 * card of a person without a live one. A refusal (a number in use…) keeps the typed number.
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
  return (
    <FormDialog
      title={person ? t(action === 'issue' ? 'card.issueTitle' : 'card.replaceTitle', { name: person.name }) : ''}
      visible={person !== null}
      form={form}
      save={(values) => moveCard({ personnelId: person!.id, action, cardNo: values.cardNo.trim() })}
      success={t('card.done')}
      onSaved={onSaved}
      onClose={onClose}
      unmountOnExit={false}
      testId="card-replace-dialog"
    >
      <Form.Item
        label={t(action === 'issue' ? 'card.cardNo' : 'card.newCardNo')}
        field="cardNo"
        extra={action === 'replace' && person?.cardNo ? t('card.replaceHint', { cardNo: person.cardNo }) : undefined}
        rules={[{ validator: (value: string | undefined, callback) => callback(!value || !CARD_NO.test(value.trim()) ? t('rule.cardNo') : undefined) }]}
      >
        <Input maxLength={20} data-testid="card-replace-number" />
      </Form.Item>
    </FormDialog>
  );
}
