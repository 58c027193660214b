import { Form } from '@arco-design/web-react';
import { useState } from 'react';
import { usePickedField } from '../../../components/pickers';
import { newRequestId } from '../api';

/**
 * What every money dialog of 消费 shares (充值, 退款, 手工扣费, 发放补贴): the form, the people chosen with the diner
 * picker kept in `field` as ids, and one request id per opening (so a double click or a retry after a lost answer is
 * one change). `opened` starts an opening afresh: the FormDialog's `onOpen`.
 */
export function useWalletForm<Values>(field: keyof Values & string) {
  const [form] = Form.useForm<Values>();
  const people = usePickedField(form, field);
  const [requestId, setRequestId] = useState(newRequestId);
  const opened = () => {
    people.reset();
    setRequestId(newRequestId());
  };
  return { form, people, requestId, opened };
}
