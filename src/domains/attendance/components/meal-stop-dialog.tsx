import { Button, Checkbox, DatePicker, Form, Input, Modal, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Checkbox/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinIds, PickerField, removePick, type Picked } from '../../../components/pickers';
import { errorText } from '../../../lib/http';
import { notify } from '../../../lib/notify';
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
  const [people, setPeople] = useState<Picked[]>([]);
  const [kind, setKind] = useState<MealStopKind>('staff');
  const [saving, setSaving] = useState(false);
  const today = zonedDay();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setPeople([]);
    setKind('staff');
  }, [open, form]);

  const choose = (items: Picked[]) => {
    setPeople(items);
    form.setFieldValue('personIds', joinIds(items));
    void form.validate(['personIds']).catch(() => undefined);
  };

  const save = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      const [startDate, endDate] = values.dates;
      const chosen = kind === 'student' ? { studentIds: values.personIds } : { personIds: values.personIds };
      await submitMealStops({ ...chosen, startDate, endDate, dinnerTypes: values.dinnerTypes, reason: values.reason });
      notify.success(t('crud:saved'));
      onSaved();
    } catch (error) {
      notify.error(errorText(error, t('crud:loadFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('mealStop.add')}
      visible={open}
      onCancel={onClose}
      maskClosable={false}
      unmountOnExit
      style={{ width: 640 }}
      footer={
        <>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="meal-stop-save">
            {t('crud:save')}
          </Button>
        </>
      }
    >
      <Form form={form} layout="vertical" autoComplete="off" data-testid="meal-stop-form" initialValues={{ kind: 'staff', personIds: '', dinnerTypes: [] }}>
        <Form.Item label={t('mealStop.kind')} field="kind">
          <Radio.Group
            type="button"
            data-testid="meal-stop-kind"
            onChange={(value: MealStopKind) => {
              setKind(value);
              choose([]);
            }}
          >
            <Radio value="staff">{t('mealStopKind.staff')}</Radio>
            <Radio value="student">{t('mealStopKind.student')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('mealStop.people')} field="personIds" rules={[{ required: true, message: t('rule.mealStopPeople') }]}>
          <PickerField
            testId="meal-stop-people"
            items={people}
            placeholder={t('mealStop.noPeople')}
            onRemove={(person) => choose(removePick(people, person).items)}
            renderPicker={(pickerOpen, close) =>
              kind === 'student' ? (
                <StudentPicker open={pickerOpen} value={people} onChange={choose} onClose={close} />
              ) : (
                <MealStopPicker open={pickerOpen} value={people} onChange={choose} onClose={close} />
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
      </Form>
    </Modal>
  );
}
