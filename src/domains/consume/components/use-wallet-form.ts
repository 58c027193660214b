import { Form } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinIds, type Picked } from '../../../components/pickers';
import { errorText } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { newRequestId } from '../api';

/**
 * What every money dialog of 消费 shares (充值, 退款, 手工扣费, 发放补贴): a form reset each time the dialog opens, the
 * people chosen with the diner picker kept in `field` as ids, one request id per opening (so a double click or a
 * retry after a lost answer is one change), and a save that validates, runs, and says what failed.
 */
export function useWalletForm<Values>(open: boolean, field: keyof Values & string, onOpen?: () => void) {
  const { t } = useTranslation('consume');
  const [form] = Form.useForm<Values>();
  const [people, setPeople] = useState<Picked[]>([]);
  const [saving, setSaving] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setPeople([]);
    setRequestId(newRequestId());
    onOpen?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each opening only; onOpen resets the dialog's own extra state
  }, [open, form]);

  const choose = (items: Picked[]) => {
    setPeople(items);
    form.setFieldValue(field, joinIds(items) as Values[typeof field]);
    void form.validate([field]).catch(() => undefined);
  };

  /** Validates, then runs `write` with the values and this opening's request id; a refusal is shown as the server said it. */
  const save = async (write: (values: Values, requestId: string) => Promise<void>) => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await write(values, requestId);
    } catch (error) {
      notify.error(errorText(error, t('crud:loadFailed')));
    } finally {
      setSaving(false);
    }
  };

  return { form, people, choose, saving, save };
}
