import { Checkbox, DatePicker, Form, Input, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { PickerField, usePickedField } from '../../../components/pickers';
import { zonedDay } from '../../../lib/time-zone';
import { StudentPicker } from '../../system-personnel';
import { submitMealStops } from '../api';
import { DINNER_TYPES, type MealStopKind } from '../types';
import { MealStopPicker } from './meal-stop-picker';

interface FormValues {
  kind: MealStopKind;
  personIds: string;
  dates: [string, string];
  dinnerTypes: number[];
  reason: string;
}

/**
 * 新增停餐: staff chosen with the meal-stop picker, or students with the student picker (one kind an entry), the days
 * (from today on), the meals and a reason — one stop a person.
 */
export function MealStopDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('attendance');
  const [form] = Form.useForm<FormValues>();
  const people = usePickedField(form, 'personIds');
  const [kind, setKind] = useState<MealStopKind>('staff');
  const today = zonedDay();

  const save = (values: FormValues) => {
    const [startDate, endDate] = values.dates;
    const chosen = kind === 'student' ? { studentIds: values.personIds } : { personIds: values.personIds };
    return submitMealStops({ ...chosen, startDate, endDate, dinnerTypes: values.dinnerTypes, reason: values.reason });
  };

  return (
    <FormDialog
      title={t('mealStop.add')}
      visible={open}
      form={form}
      save={save}
      success={t('crud:saved')}
      onSaved={onSaved}
      refusal="toast"
      fallback={t('crud:loadFailed')}
      onClose={onClose}
      onOpen={() => {
        people.reset();
        setKind('staff');
      }}
      okText={t('crud:save')}
      okTestId="meal-stop-save"
      maskClosable={false}
      width={640}
      formProps={{ autoComplete: 'off', 'data-testid': 'meal-stop-form', initialValues: { kind: 'staff', personIds: '', dinnerTypes: [] } }}
    >
      <Form.Item label={t('mealStop.kind')} field="kind">
        <Radio.Group
          type="button"
          data-testid="meal-stop-kind"
          onChange={(value: MealStopKind) => {
            setKind(value);
            people.choose([]);
          }}
        >
          <Radio value="staff">{t('mealStopKind.staff')}</Radio>
          <Radio value="student">{t('mealStopKind.student')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item label={t('mealStop.people')} field="personIds" rules={[{ required: true, message: t('rule.mealStopPeople') }]}>
        <PickerField
          testId="meal-stop-people"
          items={people.items}
          placeholder={t('mealStop.noPeople')}
          onRemove={people.remove}
          renderPicker={(pickerOpen, close) =>
            kind === 'student' ? (
              <StudentPicker open={pickerOpen} value={people.items} onChange={people.choose} onClose={close} />
            ) : (
              <MealStopPicker open={pickerOpen} value={people.items} onChange={people.choose} onClose={close} />
            )
          }
        />
      </Form.Item>
      <Form.Item label={t('mealStop.dates')} field="dates" rules={[{ required: true, message: t('rule.mealStopDates') }]}>
        <DatePicker.RangePicker style={{ width: 300 }} disabledDate={(date) => date.format('YYYY-MM-DD') < today} />
      </Form.Item>
      <Form.Item label={t('mealStop.meals')} field="dinnerTypes" rules={[{ required: true, type: 'array', minLength: 1, message: t('rule.meals') }]}>
        <Checkbox.Group options={DINNER_TYPES.map((type) => ({ label: t(`meal.${type}`), value: type }))} />
      </Form.Item>
      <Form.Item label={t('mealStop.reason')} field="reason" rules={[{ required: true, message: t('rule.mealStopReason') }]}>
        <Input.TextArea maxLength={200} showWordLimit autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormDialog>
  );
}
