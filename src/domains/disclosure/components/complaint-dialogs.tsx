import { Descriptions, Form, Input, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { FormDialog } from '../../../components/form-dialog';
import { assignComplaint, enterComplaint, fetchHandlers, replyComplaint } from '../api';
import { useLinks } from '../hooks';
import { disclosureKeys } from '../queries';
import type { Complaint, ComplaintValues } from '../types';

const required = (message: string) => ({
  required: true,
  validator: (value: unknown, callback: (error?: string) => void) => callback(String(value ?? '').trim() ? undefined : message),
});

/** The fields a complaint is written with: the public form's and the staff's entry. */
export function ComplaintFields() {
  const { t } = useTranslation('disclosure');
  return (
    <>
      <Form.Item label={t('complaint.kind')} field="kind" initialValue={1} rules={[{ required: true, message: t('complaint.rule.kind') }]}>
        <Radio.Group options={[1, 2].map((kind) => ({ value: kind, label: t(`complaint.kinds.${kind}`) }))} />
      </Form.Item>
      <Form.Item label={t('complaint.title')} field="title" rules={[required(t('complaint.rule.title'))]}>
        <Input maxLength={50} showWordLimit />
      </Form.Item>
      <Form.Item label={t('complaint.content')} field="content" rules={[required(t('complaint.rule.content'))]} extra={t('public.plainOnly')}>
        <Input.TextArea maxLength={1000} showWordLimit autoSize={{ minRows: 4, maxRows: 10 }} />
      </Form.Item>
      <Form.Item label={t('complaint.contactName')} field="contactName">
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item label={t('complaint.contactPhone')} field="contactPhone" rules={[{ match: /^(1[3-9]\d{9})?$/, message: t('complaint.rule.phone') }]}>
        <Input maxLength={11} />
      </Form.Item>
    </>
  );
}

const trimmed = (values: ComplaintValues): ComplaintValues => ({
  kind: values.kind,
  title: values.title.trim(),
  content: values.content.trim(),
  contactName: (values.contactName ?? '').trim(),
  contactPhone: (values.contactPhone ?? '').trim(),
});

/** A complaint taken by phone or in person, entered by the school (or its bureau) for a school it keeps. */
export function EntryDialog({ visible, onClose, onSaved }: { visible: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('disclosure');
  const [form] = Form.useForm<ComplaintValues & { schoolId: string }>();
  const links = useLinks();
  return (
    <FormDialog
      title={t('complaint.add')}
      visible={visible}
      form={form}
      save={(values) => enterComplaint({ ...trimmed(values), schoolId: values.schoolId })}
      success={t('crud:saved')}
      onSaved={onSaved}
      onClose={onClose}
      testId="complaint-entry-dialog"
    >
      <Form.Item
        label={t('school')}
        field="schoolId"
        initialValue={links.data?.length === 1 ? links.data[0]!.schoolId : undefined}
        rules={[{ required: true, message: t('complaint.rule.school') }]}
      >
        <Select options={(links.data ?? []).map((link) => ({ value: link.schoolId, label: link.schoolName }))} />
      </Form.Item>
      <ComplaintFields />
    </FormDialog>
  );
}

function About({ complaint }: { complaint: Complaint }) {
  const { t } = useTranslation('disclosure');
  return (
    <Descriptions
      column={1}
      data={[
        { label: t('complaint.refNo'), value: complaint.refNo },
        { label: t('complaint.title'), value: complaint.title },
        { label: t('complaint.content'), value: <span style={{ whiteSpace: 'pre-wrap' }}>{complaint.content}</span> },
        { label: t('complaint.dueAt'), value: complaint.dueAt },
      ]}
    />
  );
}

/** 受理: the complaint given to a staff member of its school. */
export function AssignDialog({ complaint, onClose, onSaved }: { complaint: Complaint | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('disclosure');
  const [form] = Form.useForm<{ handlerId: string }>();
  const handlers = useSWR(complaint ? disclosureKeys.handlers(complaint.schoolId) : null, () => fetchHandlers(complaint!.schoolId));
  return (
    <FormDialog
      title={t('complaint.assignTitle')}
      visible={complaint !== null}
      form={form}
      save={(values) => assignComplaint(complaint!, values.handlerId)}
      success={t('crud:saved')}
      onSaved={onSaved}
      onClose={onClose}
      okText={t('complaint.assign')}
      testId="complaint-assign-dialog"
      intro={complaint ? <About complaint={complaint} /> : null}
    >
      <Form.Item label={t('complaint.handler')} field="handlerId" rules={[{ required: true, message: t('complaint.rule.handler') }]}>
        <Select showSearch loading={handlers.isLoading} options={(handlers.data ?? []).map((user) => ({ value: user.id, label: user.name }))} />
      </Form.Item>
    </FormDialog>
  );
}

/** The reply the parent reads by the reference number. */
export function ReplyDialog({ complaint, onClose, onSaved }: { complaint: Complaint | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('disclosure');
  const [form] = Form.useForm<{ reply: string }>();
  return (
    <FormDialog
      title={t('complaint.reply')}
      visible={complaint !== null}
      form={form}
      save={(values) => replyComplaint(complaint!, values.reply.trim())}
      success={t('crud:saved')}
      onSaved={onSaved}
      onClose={onClose}
      okText={t('complaint.reply')}
      testId="complaint-reply-dialog"
      intro={complaint ? <About complaint={complaint} /> : null}
    >
      <Form.Item label={t('complaint.reply')} field="reply" rules={[required(t('complaint.rule.reply'))]} extra={t('public.plainOnly')}>
        <Input.TextArea maxLength={1000} showWordLimit autoSize={{ minRows: 4, maxRows: 10 }} autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
