import { DatePicker, Form, Input, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { startSurvey } from '../api';
import { useLinks } from '../hooks';

interface Values {
  title: string;
  audience: number;
  period: [string, string];
  questions: string;
  schoolIds: string[];
}

/** The questions typed one a line, blank lines dropped. */
export const questionsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** 发起评价: a survey of the schools the caller keeps, scored 1–5 a question, over a period. */
export function SurveyDialog({ visible, onClose, onSaved }: { visible: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('disclosure');
  const [form] = Form.useForm<Values>();
  const links = useLinks();
  const schools = links.data ?? [];
  return (
    <FormDialog
      title={t('survey.add')}
      visible={visible}
      form={form}
      save={(values) =>
        startSurvey({
          title: values.title.trim(),
          audience: values.audience,
          startDate: values.period[0],
          endDate: values.period[1],
          questions: questionsOf(values.questions),
          schoolIds: values.schoolIds,
        })
      }
      success={t('crud:saved')}
      onSaved={onSaved}
      onClose={onClose}
      testId="survey-dialog"
    >
      <Form.Item label={t('survey.title')} field="title" rules={[{ required: true, message: t('survey.rule.title') }]}>
        <Input maxLength={60} showWordLimit />
      </Form.Item>
      <Form.Item label={t('survey.audience')} field="audience" initialValue={1} rules={[{ required: true, message: t('survey.rule.audience') }]}>
        <Select options={[1, 2, 3].map((value) => ({ value, label: t(`survey.audiences.${value}`) }))} />
      </Form.Item>
      <Form.Item label={t('survey.period')} field="period" rules={[{ required: true, message: t('survey.rule.period') }]}>
        <DatePicker.RangePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label={t('survey.questions')}
        field="questions"
        rules={[
          {
            required: true,
            validator: (value: string | undefined, callback) => callback(questionsOf(value ?? '').length ? undefined : t('survey.rule.questions')),
          },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} />
      </Form.Item>
      <Form.Item
        label={t('survey.schools')}
        field="schoolIds"
        initialValue={schools.length === 1 ? [schools[0]!.schoolId] : undefined}
        rules={[{ required: true, type: 'array', minLength: 1, message: t('survey.rule.schools') }]}
      >
        <Select mode="multiple" allowClear options={schools.map((school) => ({ value: school.schoolId, label: school.schoolName }))} />
      </Form.Item>
    </FormDialog>
  );
}
