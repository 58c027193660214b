import { Form, Input, InputNumber, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { PickerField, splitIds } from '../../../components/pickers';
import { useSchoolsAndCanteens } from '../../org';
import { DinerPicker, fenOf, yuan } from '../../system-personnel';
import { grantSubsidy } from '../api';
import { MAX_YUAN } from './cash-dialog';
import '../i18n';
import { useWalletForm } from './use-wallet-form';

interface FormValues {
  target: 'people' | 'group';
  personnelIds: string;
  schoolId?: string;
  personnelType?: string;
  className?: string;
  amount: number;
  remark?: string;
}

/**
 * 发放补贴: an amount in yuan (sent in fen) to each chosen person (the diner picker), or to every open account of a
 * type — and class — of a school. One request id while the dialog is open: a double submit is one grant.
 */
export function GrantDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('consume');
  const [target, setTarget] = useState<FormValues['target']>('people');
  const { form, people, requestId, opened } = useWalletForm<FormValues>('personnelIds');
  const { schools } = useSchoolsAndCanteens();

  const save = (values: FormValues) => {
    const who =
      values.target === 'people'
        ? { personnelIds: splitIds(values.personnelIds) }
        : { schoolId: values.schoolId, personnelType: Number(values.personnelType), className: values.className?.trim() || undefined };
    return grantSubsidy({ ...who, amount: fenOf(values.amount), requestId, remark: values.remark?.trim() });
  };

  return (
    <FormDialog
      title={t('grant.title')}
      visible={open}
      form={form}
      save={save}
      success={(granted) => t('grant.done', { count: granted.granted, total: yuan(granted.total) })}
      onSaved={onSaved}
      refusal="toast"
      fallback={t('crud:loadFailed')}
      onClose={onClose}
      onOpen={() => {
        opened();
        setTarget('people');
      }}
      okText={t('grant.submit')}
      okTestId="grant-save"
      maskClosable={false}
      width={600}
      formProps={{
        autoComplete: 'off',
        'data-testid': 'grant-form',
        initialValues: { target: 'people', personnelIds: '', personnelType: '2', schoolId: schools.length === 1 ? schools[0]!.id : undefined },
        onValuesChange: (changed) => changed.target && setTarget(changed.target),
      }}
    >
      <Form.Item label={t('grant.target')} field="target">
        <Radio.Group type="button" data-testid="grant-target">
          <Radio value="people">{t('grant.people')}</Radio>
          <Radio value="group">{t('grant.group')}</Radio>
        </Radio.Group>
      </Form.Item>
      {target === 'people' ? (
        <Form.Item label={t('field.person')} field="personnelIds" rules={[{ required: true, message: t('rule.people') }]}>
          <PickerField
            items={people.items}
            placeholder={t('rule.people')}
            testId="grant-people"
            onRemove={people.remove}
            renderPicker={(pickerOpen, close) => <DinerPicker open={pickerOpen} value={people.items} onChange={people.choose} onClose={close} />}
          />
        </Form.Item>
      ) : (
        <>
          <Form.Item label={t('field.school')} field="schoolId" rules={[{ required: true, message: t('rule.school') }]}>
            <Select options={schools.map((school) => ({ value: school.id, label: school.name }))} placeholder={t('rule.school')} />
          </Form.Item>
          <Form.Item label={t('field.personnelType')} field="personnelType" rules={[{ required: true, message: t('rule.personnelType') }]}>
            <Select options={['1', '2', '3'].map((value) => ({ value, label: t(`personnelType.${value}`) }))} />
          </Form.Item>
          <Form.Item label={t('field.className')} field="className" extra={t('grant.classHint')}>
            <Input maxLength={50} />
          </Form.Item>
        </>
      )}
      <Form.Item
        label={t('grant.amount')}
        field="amount"
        rules={[
          { required: true, message: t('rule.amount') },
          {
            validator: (value: number | undefined, callback) =>
              callback(value !== undefined && (value <= 0 || value > MAX_YUAN) ? t('rule.amountRange') : undefined),
          },
        ]}
      >
        <InputNumber min={0.01} max={MAX_YUAN} precision={2} step={10} prefix="¥" style={{ width: 200 }} data-testid="grant-amount" />
      </Form.Item>
      <Form.Item label={t('field.remark')} field="remark">
        <Input maxLength={100} data-testid="grant-remark" />
      </Form.Item>
    </FormDialog>
  );
}
