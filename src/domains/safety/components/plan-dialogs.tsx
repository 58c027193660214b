import { Button, DatePicker, Descriptions, Form, Input, InputNumber, Modal, Select, Spin, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { FormDialog } from '../../../components/form-dialog';
import { StatusPanel } from '../../../components/status-panel';
import { zonedDay as today } from '../../../lib/time-zone';
import type { StoredFile } from '../../supplier';
import { fetchPlan, savePlan, submitDrill, type Drill, type Plan, type PlanKind } from '../api';
import { safetyKeys } from '../queries';
import { PhotoList, PhotosField } from './photos-field';
import '../i18n';

export const PLAN_KINDS = [1, 2, 3, 4] as const;
const required = (message: string) => [
  { required: true, validator: (value: unknown, callback: (error?: string) => void) => callback(String(value ?? '').trim() ? undefined : message) },
];
const lines = (value: string) => <div style={{ whiteSpace: 'pre-wrap' }}>{value || '—'}</div>;

interface PlanForm {
  kind: PlanKind;
  title: string;
  responsible: string;
  steps: string;
  contacts: string;
  attachments: StoredFile[];
}

/** An edit's plan as loaded when the dialog opened. */
type Loaded = { state: 'new' } | { state: 'loading' } | { state: 'ready'; version: number } | { state: 'failed'; error: unknown };

/** Writes a plan of the caller's school (a new one, or `plan` at the version the dialog loaded). */
export function PlanDialog({ editing, onClose, onSaved }: { editing: { plan?: Plan } | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('safety');
  const [form] = Form.useForm<PlanForm>();
  const plan = editing?.plan;
  // an edit loads the plan afresh, and saves at the version it loaded (the list's row may be older)
  const [loaded, setLoaded] = useState<Loaded>({ state: 'new' });
  const load = async () => {
    if (!plan) {
      setLoaded({ state: 'new' });
      return form.setFieldsValue({ kind: 1, attachments: [] });
    }
    setLoaded({ state: 'loading' });
    try {
      const detail = await fetchPlan(plan.id);
      setLoaded({ state: 'ready', version: detail.version });
      form.setFieldsValue({ ...detail, attachments: detail.attachments.map((file) => ({ ...file, mime: '' })) });
    } catch (error) {
      setLoaded({ state: 'failed', error });
    }
  };
  return (
    <FormDialog<PlanForm, unknown>
      title={plan ? t('plan.edit') : t('plan.add')}
      visible={editing !== null}
      form={form}
      width={720}
      refusal="inline"
      success={t('crud:saved')}
      onOpen={() => void load()}
      okDisabled={loaded.state === 'loading' || loaded.state === 'failed'}
      // while it loads the form stays (empty, not to be saved), so the loaded values land on mounted fields
      intro={loaded.state === 'loading' ? <Spin size={16} tip={t('common:loading')} /> : undefined}
      content={
        loaded.state === 'failed' ? (
          <StatusPanel kind="error" title={t('crud:loadFailed')} actionLabel={t('common:retry')} onAction={() => void load()} error={loaded.error} />
        ) : undefined
      }
      save={(values) =>
        savePlan({
          ...(plan && loaded.state === 'ready' ? { id: plan.id, version: loaded.version } : {}),
          kind: values.kind,
          title: values.title.trim(),
          responsible: values.responsible.trim(),
          steps: values.steps.trim(),
          contacts: (values.contacts ?? '').trim(),
          attachmentIds: (values.attachments ?? []).map((file) => file.id),
        })
      }
      onSaved={onSaved}
      onClose={onClose}
      testId="plan-dialog"
    >
      <Form.Item label={t('plan.kind')} field="kind" rules={[{ required: true, message: t('plan.rule.kind') }]}>
        <Select options={PLAN_KINDS.map((value) => ({ label: t(`plan.kinds.${value}`), value }))} />
      </Form.Item>
      <Form.Item label={t('plan.title')} field="title" rules={required(t('plan.rule.title'))}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item label={t('plan.responsible')} field="responsible" rules={required(t('plan.rule.responsible'))} extra={t('plan.perLine')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item label={t('plan.steps')} field="steps" rules={required(t('plan.rule.steps'))} extra={t('plan.perLine')}>
        <Input.TextArea maxLength={5000} showWordLimit autoSize={{ minRows: 4, maxRows: 12 }} />
      </Form.Item>
      <Form.Item label={t('plan.contacts')} field="contacts" extra={t('plan.perLine')}>
        <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item label={t('plan.attachments')} field="attachments">
        <PhotosField testId="plan-attachment" />
      </Form.Item>
    </FormDialog>
  );
}

interface DrillForm {
  drillDate: string;
  participantCount: number;
  participants: string;
  findings: string;
  photos: StoredFile[];
}

/** Records a drill on a plan. */
function DrillDialog({ plan, onClose, onSaved }: { plan: Plan | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('safety');
  const [form] = Form.useForm<DrillForm>();
  return (
    <FormDialog<DrillForm, unknown>
      title={t('plan.drillAdd')}
      visible={plan !== null}
      form={form}
      refusal="inline"
      success={t('crud:saved')}
      onOpen={() => form.setFieldsValue({ drillDate: today(), photos: [] })}
      save={(values) =>
        submitDrill({
          planId: plan!.id,
          drillDate: values.drillDate,
          participantCount: values.participantCount,
          participants: (values.participants ?? '').trim(),
          findings: values.findings.trim(),
          photoIds: (values.photos ?? []).map((photo) => photo.id),
        })
      }
      onSaved={onSaved}
      onClose={onClose}
      testId="drill-dialog"
    >
      <Form.Item label={t('plan.drillDate')} field="drillDate" rules={[{ required: true, message: t('plan.rule.drillDate') }]}>
        <DatePicker style={{ width: 200 }} disabledDate={(date) => date.format('YYYY-MM-DD') > today()} />
      </Form.Item>
      <Form.Item label={t('plan.participantCount')} field="participantCount" rules={[{ required: true, message: t('plan.rule.participantCount') }]}>
        <InputNumber min={1} max={10000} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label={t('plan.participants')} field="participants">
        <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item label={t('plan.findings')} field="findings" rules={required(t('plan.rule.findings'))}>
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <Form.Item label={t('plan.photos')} field="photos">
        <PhotosField testId="drill-photo" />
      </Form.Item>
    </FormDialog>
  );
}

/** One plan with its attachments and drills; its keepers record a drill from here. */
export function PlanView({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('safety');
  const detail = useSWR(id ? safetyKeys.plan(id) : null, () => fetchPlan(id!));
  const [drilling, setDrilling] = useState<Plan | null>(null);
  const plan = detail.data;
  return (
    <Modal title={plan?.title ?? t('plan.view')} visible={id !== null} onCancel={onClose} footer={null} style={{ width: 800 }} unmountOnExit>
      {detail.error ? (
        <StatusPanel kind="error" title={t('crud:loadFailed')} actionLabel={t('common:retry')} onAction={() => void detail.mutate()} error={detail.error} />
      ) : !plan ? (
        <Spin style={{ display: 'block', margin: '40px auto' }} />
      ) : (
        <div data-testid="plan-view">
          <Descriptions
            column={1}
            data={[
              { label: t('plan.school'), value: plan.schoolName },
              { label: t('plan.kind'), value: t(`plan.kinds.${plan.kind}`) },
              { label: t('plan.responsible'), value: lines(plan.responsible) },
              { label: t('plan.steps'), value: lines(plan.steps) },
              { label: t('plan.contacts'), value: lines(plan.contacts) },
              { label: t('plan.attachments'), value: <PhotoList photos={plan.attachments} /> },
            ]}
          />
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '16px 0 8px' }}>
            <strong>{t('plan.drills')}</strong>
            {plan.editable ? (
              <Button type="primary" size="small" onClick={() => setDrilling(plan)} data-testid="drill-add">
                {t('plan.drillAdd')}
              </Button>
            ) : null}
          </div>
          <Table<Drill>
            rowKey="id"
            data={plan.drills}
            pagination={false}
            noDataElement={<span>{t('plan.noDrills')}</span>}
            columns={[
              { title: t('plan.drillDate'), dataIndex: 'drillDate', width: 120 },
              { title: t('plan.participantCount'), dataIndex: 'participantCount', width: 100 },
              { title: t('plan.participants'), dataIndex: 'participants', ellipsis: true },
              { title: t('plan.findings'), dataIndex: 'findings', render: (value: string) => lines(value) },
              { title: t('plan.photos'), dataIndex: 'photos', render: (_: unknown, row: Drill) => <PhotoList photos={row.photos} /> },
            ]}
          />
          <DrillDialog
            plan={drilling}
            onClose={() => setDrilling(null)}
            onSaved={() => {
              setDrilling(null);
              void detail.mutate();
              onChanged();
            }}
          />
        </div>
      )}
    </Modal>
  );
}
