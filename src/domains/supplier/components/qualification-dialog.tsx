import { Button, DatePicker, Form, Input, Link, Select, Space, Upload, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Link/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Upload/style/css';
import { IconUpload } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/form-dialog';
import { CrudDialog, type DialogMode } from '../../../components/crud';
import { notify } from '../../../lib/notify';
import { fetchQualification, saveQualification, uploadLicence, type Qualification, type QualificationValues, type StoredFile } from '../api';
import type { TypeOption } from '../hooks';

const MAX_FILE = 5 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

interface Props {
  mode: DialogMode | null;
  id?: string;
  types: TypeOption[];
  /** Types already on file (a second document of one is refused: the dialog offers only the others). */
  held: number[];
  onClose: () => void;
  onSaved: () => void;
}

/** 上传证照 / 编辑: the type, number, dates and scan of one document. */
export function QualificationDialog({ mode, id, types, held, onClose, onSaved }: Props) {
  const { t } = useTranslation('supplier');
  const [uploaded, setUploaded] = useState<StoredFile>();
  // the scan's id goes into the dialog's form, which the CRUD dialog hands to its fields
  const uploading = useSubmit((chosen: File, form: FormInstance<QualificationValues>) => uploadLicence(chosen).then((stored) => ({ stored, form })), {
    onSaved: ({ stored, form }) => {
      setUploaded(stored);
      form.setFieldValue('fileId', stored.id);
      void form.validate(['fileId']).catch(() => undefined);
    },
    refusal: 'toast',
    fallback: t('tooBig'),
  });
  const close = (then: () => void) => () => {
    setUploaded(undefined);
    then();
  };
  return (
    <CrudDialog<Qualification, QualificationValues>
      name="qualification"
      subject={t('qualification.subject')}
      mode={mode}
      id={id}
      loadDetail={fetchQualification}
      toValues={(doc) => ({
        docType: String(doc.docType),
        docNo: doc.docNo,
        fileId: doc.fileId ?? '',
        issueDate: doc.issueDate ?? undefined,
        expireDate: doc.expireDate ?? undefined,
        remark: doc.remark,
      })}
      submit={(values) => saveQualification(values)}
      onClose={close(onClose)}
      onSaved={close(onSaved)}
    >
      {(form, doc) => {
        const upload = (chosen: File) => (chosen.size > MAX_FILE ? notify.error(t('tooBig')) : void uploading.submit(chosen, form));
        const file = uploaded ?? (doc?.fileLink ? { name: doc.fileName ?? '', link: doc.fileLink } : undefined);
        return (
          <>
            <Form.Item label={t('qualification.field.docType')} field="docType" rules={[{ required: true, message: t('qualification.rule.docType') }]}>
              <Select
                placeholder={t('qualification.field.docType')}
                options={types.map((type) => ({
                  label: type.label,
                  value: type.key,
                  disabled: held.includes(Number(type.key)) && type.key !== String(doc?.docType),
                }))}
                data-testid="qualification-type"
              />
            </Form.Item>
            <Form.Item label={t('qualification.field.docNo')} field="docNo" rules={[{ required: true, message: t('qualification.rule.docNo') }]}>
              <Input maxLength={50} />
            </Form.Item>
            <Space size="large" wrap align="start">
              <Form.Item label={t('qualification.field.issueDate')} field="issueDate">
                <DatePicker style={{ width: 200 }} data-testid="qualification-issue" />
              </Form.Item>
              <Form.Item
                label={t('qualification.field.expireDate')}
                field="expireDate"
                extra={t('qualification.expireHint')}
                rules={[
                  {
                    validator: (value: string | undefined, callback: (message?: string) => void) => {
                      const issued = form.getFieldValue('issueDate') as string | undefined;
                      callback(value && issued && value < issued ? t('qualification.rule.expireDate') : undefined);
                    },
                  },
                ]}
              >
                <DatePicker style={{ width: 200 }} placeholder={t('qualification.longTerm')} data-testid="qualification-expire" />
              </Form.Item>
            </Space>
            <Form.Item label={t('qualification.field.file')} field="fileId" rules={[{ required: true, message: t('qualification.rule.file') }]}>
              <ScanField file={file} uploading={uploading.saving} onChoose={upload} />
            </Form.Item>
            <Form.Item label={t('qualification.field.remark')} field="remark">
              <Input.TextArea maxLength={200} showWordLimit autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </>
        );
      }}
    </CrudDialog>
  );
}

/** The scan: a link to the one on file (or just uploaded) and the button choosing another; the form holds its id. */
function ScanField({ file, uploading, onChoose }: { file?: { name: string; link: string }; uploading: boolean; onChoose: (file: File) => void }) {
  const { t } = useTranslation('supplier');
  return (
    <Space wrap>
      {file ? (
        <Link href={file.link} target="_blank" rel="noreferrer" data-testid="qualification-file">
          {file.name}
        </Link>
      ) : null}
      <Upload accept={ACCEPT} showUploadList={false} autoUpload={false} onChange={(files) => files.at(-1)?.originFile && onChoose(files.at(-1)!.originFile!)}>
        <Button icon={<IconUpload />} loading={uploading} data-testid="qualification-upload-file">
          {t('qualification.chooseFile')}
        </Button>
      </Upload>
      <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>{t('qualification.fileHint')}</span>
    </Space>
  );
}
