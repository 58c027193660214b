import { DatePicker, Descriptions, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Input/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudDialog, type DialogMode } from '../../../components/crud';
import { joinIds, PickerField, type Picked } from '../../../components/pickers';
import { SchoolPicker } from '../../org';
import { zonedDay as today } from '../../../lib/time-zone';
import { fetchLetter, sendLetter, type Letter, type LetterValues } from '../api';

/** Sends a letter (the school chosen with the school picker) or shows one with its reply. */
export function LetterDialog({ mode, id, onClose, onSaved }: { mode: DialogMode | null; id?: string; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('letter');
  const [school, setSchool] = useState<Picked[]>([]);
  return (
    <CrudDialog<Letter, LetterValues>
      name="letter"
      subject={t('subject')}
      mode={mode}
      id={id}
      loadDetail={fetchLetter}
      toValues={(letter) => ({ schoolId: letter.schoolId, title: letter.title, content: letter.content, deadline: letter.deadline })}
      submit={sendLetter}
      onClose={() => {
        setSchool([]);
        onClose();
      }}
      onSaved={() => {
        setSchool([]);
        onSaved();
      }}
    >
      {(form, letter) => (
        <>
          <Form.Item label={t('field.school')} field="schoolId" rules={[{ required: true, message: t('rule.school') }]}>
            {mode === 'add' ? (
              <PickerField
                testId="letter-school"
                items={school}
                placeholder={t('noSchool')}
                onRemove={() => {
                  setSchool([]);
                  form.setFieldValue('schoolId', '');
                }}
                renderPicker={(open, close) => (
                  <SchoolPicker
                    open={open}
                    value={school}
                    onChange={(items) => {
                      setSchool(items);
                      form.setFieldValue('schoolId', joinIds(items));
                    }}
                    onClose={close}
                  />
                )}
              />
            ) : (
              <Input value={letter?.schoolName} disabled />
            )}
          </Form.Item>
          <Form.Item label={t('field.title')} field="title" rules={[{ required: true, message: t('rule.title') }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item label={t('field.content')} field="content" rules={[{ required: true, message: t('rule.content') }]}>
            <Input.TextArea maxLength={2000} showWordLimit autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
          <Form.Item label={t('field.deadline')} field="deadline" rules={[{ required: true, message: t('rule.deadline') }]}>
            <DatePicker style={{ width: 200 }} disabledDate={(date) => date.format('YYYY-MM-DD') < today()} />
          </Form.Item>
          {letter ? (
            <Descriptions
              column={1}
              data-testid="letter-reply"
              data={[
                { label: t('field.status'), value: t(`status.${letter.status}`) },
                { label: t('field.reply'), value: letter.reply || t('noReply') },
                ...(letter.replyTime ? [{ label: t('field.replyBy'), value: `${letter.replyBy} ${letter.replyTime}` }] : []),
              ]}
            />
          ) : null}
        </>
      )}
    </CrudDialog>
  );
}
