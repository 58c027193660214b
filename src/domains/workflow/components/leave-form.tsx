import { Alert, Button, DatePicker, Form, Input, Select, Space, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Switch/style/css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiguresState } from '../../../components/figures-state';
import { useSubmit } from '../../../components/form-dialog/use-submit';
import { FORM_TIME, LEAVE_TYPES, leaveDays } from '../format';
import { useFormInfo } from '../hooks';
import type { Leave, LeaveValues } from '../types';
import '../i18n';

interface Props {
  /** The leave being adjusted (调整申请), else a new one. */
  leave?: Leave;
  submitLabel: string;
  onSubmit: (values: LeaveValues) => Promise<Leave>;
  onSaved: (leave: Leave) => void | Promise<void>;
  /** Beside the submit button (关闭 at 调整申请). */
  extra?: ReactNode;
}

/**
 * The leave's form: the approver (食堂负责人) from the caller's school and canteens, the kind, start and end with their
 * times, the days counted as the server counts them, the reason and 停餐 — disabled, with its reason, for a user with
 * no diner record. The server's refusals are shown above the buttons in its words; what was typed stays.
 */
export function LeaveForm({ leave, submitLabel, onSubmit, onSaved, extra }: Props) {
  const { t } = useTranslation('workflow');
  const [form] = Form.useForm<LeaveValues>();
  const info = useFormInfo();
  const start = Form.useWatch('startTime', form) as string | undefined;
  const end = Form.useWatch('endTime', form) as string | undefined;
  const days = leaveDays(start, end);
  const { submit, saving, refusal } = useSubmit(onSubmit, { refusal: 'inline', onSaved, success: t('saved') });
  const canStop = Boolean(info.data?.diner);

  return (
    <FiguresState error={info.error} loaded={Boolean(info.data)} onRetry={() => void info.mutate()} testId="leave-form">
      <Form<LeaveValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        data-testid="leave-form"
        initialValues={
          leave
            ? {
                taskUser: leave.taskUser,
                leaveType: leave.leaveType,
                startTime: leave.startTime.slice(0, 16),
                endTime: leave.endTime.slice(0, 16),
                reason: leave.reason,
                stopMeals: leave.stopMeals && canStop,
              }
            : { leaveType: 1, stopMeals: false }
        }
        onSubmit={(values) => void submit({ ...values, reason: values.reason.trim(), stopMeals: Boolean(values.stopMeals) })}
      >
        <Form.Item label={t('field.approver')} field="taskUser" rules={[{ required: true, message: t('rule.approver') }]}>
          <Select
            showSearch
            filterOption={(input, option) => String((option as { props?: { children?: unknown } }).props?.children ?? '').includes(input)}
            placeholder={t('rule.approver')}
            data-testid="leave-approver"
          >
            {(info.data?.approvers ?? []).map((user) => (
              <Select.Option key={user.id} value={user.id}>
                {user.deptName ? `${user.name}（${user.deptName}）` : user.name}
              </Select.Option>
            ))}
          </Select>
        </Form.Item>
        <Form.Item label={t('field.leaveType')} field="leaveType" rules={[{ required: true, message: t('rule.leaveType') }]}>
          <Select options={LEAVE_TYPES.map((type) => ({ label: t(`leaveType.${type}`), value: type }))} data-testid="leave-type" />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item label={t('field.startTime')} field="startTime" rules={[{ required: true, message: t('rule.startTime') }]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={FORM_TIME} style={{ width: 220 }} data-testid="leave-start" />
          </Form.Item>
          <Form.Item
            label={t('field.endTime')}
            field="endTime"
            rules={[
              { required: true, message: t('rule.endTime') },
              {
                validator: (value: string | undefined, callback) => callback(value && start && !leaveDays(start, value) ? t('rule.endAfterStart') : undefined),
              },
            ]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format={FORM_TIME} style={{ width: 220 }} data-testid="leave-end" />
          </Form.Item>
          <Form.Item label={t('field.days')}>
            <span className="flow-days" aria-live="polite" data-testid="leave-form-days">
              {days ? t('daysValue', { days }) : '—'}
            </span>
          </Form.Item>
        </Space>
        <Form.Item
          label={t('field.reason')}
          field="reason"
          rules={[{ required: true, validator: (value: string | undefined, callback) => callback(value?.trim() ? undefined : t('rule.reason')) }]}
        >
          <Input.TextArea maxLength={500} showWordLimit autoSize={{ minRows: 3, maxRows: 8 }} data-testid="leave-reason" />
        </Form.Item>
        <Form.Item
          label={t('field.stopMeals')}
          field="stopMeals"
          triggerPropName="checked"
          extra={canStop ? t('stopMealsFor', { name: info.data?.diner?.name }) : info.data?.stopMealsReason}
        >
          <Switch disabled={!canStop} data-testid="leave-stop-meals" />
        </Form.Item>
        {refusal ? <Alert type="error" content={refusal} style={{ marginBottom: 16 }} data-testid="leave-form-refusal" /> : null}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="leave-submit">
            {submitLabel}
          </Button>
          {extra}
        </Space>
      </Form>
    </FiguresState>
  );
}
