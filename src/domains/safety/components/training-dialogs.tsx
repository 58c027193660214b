import { DatePicker, Form, Input, InputNumber, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { FormDialog } from '../../../components/form-dialog';
import { StatusPanel } from '../../../components/status-panel';
import { zonedDay as today } from '../../../lib/time-zone';
import type { StoredFile } from '../../supplier';
import { fetchCourses, fetchTrainingPeople, saveCourse, saveTrainingSetting, submitTraining, type Course } from '../api';
import { useSafetyCanteens } from '../hooks';
import { safetyKeys } from '../queries';
import { PhotosField } from './photos-field';
import '../i18n';

const required = (message: string) => [
  { required: true, validator: (value: unknown, callback: (error?: string) => void) => callback(String(value ?? '').trim() ? undefined : message) },
];

interface CourseForm {
  title: string;
  hours: number;
  materials: StoredFile[];
}

/** The bureau writes a course (a new one, or `course` at its version). */
export function CourseDialog({ editing, onClose, onSaved }: { editing: { course?: Course } | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('safety');
  const [form] = Form.useForm<CourseForm>();
  const course = editing?.course;
  return (
    <FormDialog<CourseForm, unknown>
      title={course ? t('training.courseEdit') : t('training.courseAdd')}
      visible={editing !== null}
      form={form}
      refusal="inline"
      success={t('crud:saved')}
      onOpen={() =>
        form.setFieldsValue(course ? { ...course, materials: course.materials.map((file) => ({ ...file, mime: '' })) } : { hours: 2, materials: [] })
      }
      save={(values) =>
        saveCourse({
          ...(course ? { id: course.id, version: course.version } : {}),
          title: values.title.trim(),
          hours: values.hours,
          materialIds: (values.materials ?? []).map((file) => file.id),
        })
      }
      onSaved={onSaved}
      onClose={onClose}
      testId="course-dialog"
    >
      <Form.Item label={t('training.course')} field="title" rules={required(t('training.rule.title'))}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item label={t('training.hours')} field="hours" rules={[{ required: true, message: t('training.rule.hours') }]}>
        <InputNumber min={1} max={100} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label={t('training.materials')} field="materials">
        <PhotosField testId="course-material" />
      </Form.Item>
    </FormDialog>
  );
}

interface TrainingForm {
  courseId: string;
  canteenId: string;
  trainDate: string;
  personIds: string[];
}

/** Records a session: a course, a canteen of the reach, the day and the canteen's food handlers who attended. */
export function TrainingDialog({ visible, onClose, onSaved }: { visible: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('safety');
  const [form] = Form.useForm<TrainingForm>();
  const courses = useSWR(visible ? safetyKeys.courses : null, fetchCourses);
  const canteens = useSafetyCanteens();
  const canteenId = Form.useWatch('canteenId', form) as string | undefined;
  const people = useSWR(visible && canteenId ? safetyKeys.trainingPeople(canteenId) : null, () => fetchTrainingPeople(canteenId!));
  // a choice list that could not be loaded: said, with a retry, rather than a select spinning for ever
  const failed: unknown = courses.error ?? canteens.error ?? people.error;
  const retry = () => void Promise.all([courses.mutate(), canteens.mutate(), people.mutate()]);
  return (
    <FormDialog<TrainingForm, unknown>
      title={t('training.add')}
      visible={visible}
      form={form}
      refusal="inline"
      success={t('crud:saved')}
      okDisabled={Boolean(failed)}
      content={failed ? <StatusPanel kind="error" title={t('crud:loadFailed')} actionLabel={t('common:retry')} onAction={retry} error={failed} /> : undefined}
      onOpen={() => form.setFieldsValue({ trainDate: today(), personIds: [] })}
      save={(values) => submitTraining({ ...values, personIds: values.personIds ?? [] })}
      onSaved={onSaved}
      onClose={onClose}
      testId="training-dialog"
    >
      <Form.Item label={t('training.course')} field="courseId" rules={[{ required: true, message: t('training.rule.course') }]}>
        <Select loading={!courses.data} options={(courses.data?.records ?? []).map((row) => ({ label: `${row.title}（${row.hours}）`, value: row.id }))} />
      </Form.Item>
      <Form.Item label={t('training.canteen')} field="canteenId" rules={[{ required: true, message: t('training.rule.canteen') }]}>
        <Select
          loading={!canteens.data}
          options={(canteens.data ?? []).map((row) => ({ label: `${row.schoolName} / ${row.name}`, value: row.id }))}
          onChange={() => form.setFieldValue('personIds', [])}
        />
      </Form.Item>
      <Form.Item label={t('training.date')} field="trainDate" rules={[{ required: true, message: t('training.rule.date') }]}>
        <DatePicker style={{ width: 200 }} disabledDate={(date) => date.format('YYYY-MM-DD') > today()} />
      </Form.Item>
      <Form.Item
        label={t('training.attendees')}
        field="personIds"
        rules={[{ required: true, type: 'array', minLength: 1, message: t('training.rule.attendees') }]}
      >
        <Select
          mode="multiple"
          allowClear
          disabled={!canteenId}
          loading={Boolean(canteenId) && !people.data}
          options={(people.data ?? []).map((row) => ({ label: `${row.name}（${row.number}）`, value: row.id }))}
        />
      </Form.Item>
    </FormDialog>
  );
}

/** The bureau sets the district's required hours a year. */
export function SettingDialog({ current, onClose, onSaved }: { current: number | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('safety');
  const [form] = Form.useForm<{ requiredHours: number }>();
  return (
    <FormDialog<{ requiredHours: number }, unknown>
      title={t('training.setting')}
      visible={current !== null}
      form={form}
      refusal="inline"
      success={t('crud:saved')}
      onOpen={() => form.setFieldsValue({ requiredHours: current ?? 40 })}
      save={(values) => saveTrainingSetting(values.requiredHours)}
      onSaved={onSaved}
      onClose={onClose}
      testId="training-setting-dialog"
    >
      <Form.Item label={t('training.required')} field="requiredHours" rules={[{ required: true, message: t('training.rule.required') }]}>
        <InputNumber min={1} max={1000} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormDialog>
  );
}
