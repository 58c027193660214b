import { DatePicker, Form, Input, Select, TimePicker } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/TimePicker/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { PickerField, usePickedField } from '../../../components/pickers';
import { zonedDay } from '../../../lib/time-zone';
import { submitMakeUps } from '../api';
import { useAttendanceCanteens, useGroupOptions } from '../hooks';
import { FREE_HOURS, type MakeUpValues } from '../types';
import { PatchingPicker } from './patching-picker';

/** How far back a make-up may go (the server's rule). */
const DAYS_BACK = 31;

const dayOffset = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * 补卡申请: members of one group (chosen with the patching picker), a day of the last 31 up to today, the shift (or,
 * for free hours, the time) and a reason — one make-up a person, all or none.
 */
export function MakeUpDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('attendance');
  const [form] = Form.useForm<MakeUpValues>();
  const groups = useGroupOptions();
  const canteens = useAttendanceCanteens();
  const [groupId, setGroupId] = useState<string>();
  const people = usePickedField(form, 'personIds');

  const writable = new Set((canteens.data ?? []).map((canteen) => canteen.id));
  const options = (groups.data ?? []).filter((group) => writable.has(group.canteenId));
  const group = options.find((item) => item.id === groupId);
  const today = zonedDay();

  return (
    <FormDialog
      title={t('makeUp.apply')}
      visible={open}
      form={form}
      save={submitMakeUps}
      success={t('crud:saved')}
      onSaved={onSaved}
      refusal="toast"
      fallback={t('crud:loadFailed')}
      onClose={onClose}
      onOpen={() => {
        setGroupId(undefined);
        people.reset();
      }}
      okText={t('crud:save')}
      okTestId="make-up-save"
      maskClosable={false}
      width={640}
      formProps={{ autoComplete: 'off', 'data-testid': 'make-up-form', initialValues: { punchDate: today, personIds: '' } }}
    >
      <Form.Item label={t('field.group')} field="groupId" rules={[{ required: true, message: t('rule.group') }]}>
        <Select
          placeholder={t('makeUp.groupPlaceholder')}
          loading={groups.isLoading}
          options={options.map((item) => ({ label: `${item.groupName}（${item.canteenName}）`, value: item.id }))}
          onChange={(value: string) => {
            setGroupId(value);
            people.choose([]);
            form.setFieldValue('shiftName', undefined);
            form.setFieldValue('punchClock', undefined);
          }}
          data-testid="make-up-group"
        />
      </Form.Item>
      <Form.Item label={t('makeUp.people')} field="personIds" rules={[{ required: true, message: t('rule.makeUpPeople') }]}>
        <PickerField
          testId="make-up-people"
          items={people.items}
          placeholder={t('makeUp.noPeople')}
          disabled={!groupId}
          onRemove={people.remove}
          renderPicker={(pickerOpen, close) => (
            <PatchingPicker open={pickerOpen} groupId={groupId} value={people.items} onChange={people.choose} onClose={close} />
          )}
        />
      </Form.Item>
      <Form.Item label={t('makeUp.punchDate')} field="punchDate" rules={[{ required: true, message: t('rule.punchDate') }]}>
        <DatePicker
          style={{ width: 200 }}
          disabledDate={(date) => date.format('YYYY-MM-DD') > today || date.format('YYYY-MM-DD') < dayOffset(today, -DAYS_BACK)}
        />
      </Form.Item>
      {group?.groupType === FREE_HOURS ? (
        <Form.Item label={t('makeUp.punchClock')} field="punchClock" rules={[{ required: true, message: t('rule.punchClock') }]}>
          <TimePicker format="HH:mm" style={{ width: 200 }} />
        </Form.Item>
      ) : (
        <Form.Item label={t('makeUp.shift')} field="shiftName" rules={[{ required: true, message: t('rule.shift') }]}>
          <Select
            placeholder={t('makeUp.shiftPlaceholder')}
            disabled={!group}
            options={(group?.shifts ?? []).map((shift) => ({ label: `${shift.name}（${shift.start}–${shift.end}）`, value: shift.name }))}
            data-testid="make-up-shift"
          />
        </Form.Item>
      )}
      <Form.Item label={t('makeUp.reason')} field="reason" rules={[{ required: true, message: t('rule.makeUpReason') }]}>
        <Input.TextArea maxLength={200} showWordLimit autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormDialog>
  );
}
