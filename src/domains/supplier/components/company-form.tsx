import { Button, Form, Input, Link, Space, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Link/style/css';
import '@arco-design/web-react/es/Upload/style/css';
import { IconUpload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { KeyedMutator } from 'swr';
import { useSubmit } from '../../../components/form-dialog';
import { useCan } from '../../../components/use-can';
import { ConflictNotice } from '../../../components/versioned/conflict-notice';
import { useVersionedSave } from '../../../components/versioned/use-versioned-save';
import { phoneRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { saveCompany, uploadLicence, type Company } from '../api';
import { useStoredFile } from '../hooks';

const MAX_FILE = 5 * 1024 * 1024;
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The supplier's company information, with the business licence uploaded into the database. */
export function CompanyForm({ company, reload }: { company: Company; reload: KeyedMutator<Company> }) {
  const { t } = useTranslation('supplier');
  const canEdit = useCan('supplier_company_edit');
  const [form] = Form.useForm<Company>();
  const fileId = Form.useWatch('licenseFileId', form) as string | undefined;
  const file = useStoredFile(fileId);
  const versioned = useVersionedSave<Company, Company>({
    form,
    record: company,
    toValues: (record) => record,
    reload,
    save: (values, base) => saveCompany({ ...values, version: base.version }),
  });

  const uploading = useSubmit(uploadLicence, { onSaved: (stored) => form.setFieldValue('licenseFileId', stored.id), refusal: 'toast', fallback: t('tooBig') });
  const upload = (chosen: File) => (chosen.size > MAX_FILE ? notify.error(t('tooBig')) : void uploading.submit(chosen));

  return (
    <Form id="company-form" form={form} layout="vertical" disabled={!canEdit} style={{ maxWidth: 640 }} autoComplete="off" data-testid="company-form">
      {versioned.conflict ? <ConflictNotice testId="company-conflict" onLoadLatest={() => void versioned.loadLatest()} /> : null}
      <Form.Item field="licenseFileId" hidden>
        <Input />
      </Form.Item>
      <Form.Item label={t('field.supplierName')} field="supplierName" rules={[{ required: true, message: t('rule.supplierName') }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label={t('field.contactsName')} field="contactsName" rules={[{ required: true, message: t('rule.contactsName') }]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item label={t('field.mobile')} field="mobile" rules={[phoneRule(t)]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item
        label={t('field.creditCode')}
        field="creditCode"
        rules={[{ match: CREDIT_CODE, message: t('rule.creditCode') }]}
        normalize={(value?: string) => value?.toUpperCase()}
      >
        <Input maxLength={18} />
      </Form.Item>
      <Form.Item label={t('field.legalPerson')} field="legalPerson">
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item label={t('field.address')} field="address">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('field.businessScope')} field="businessScope">
        <Input.TextArea maxLength={500} showWordLimit />
      </Form.Item>
      <Form.Item label={t('field.licenseNo')} field="licenseNo">
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label={t('field.licenseFile')}>
        <Space>
          {file.data ? (
            <Link href={file.data.link} target="_blank" rel="noreferrer" data-testid="company-licence">
              {t('viewFile', { name: file.data.name })}
            </Link>
          ) : null}
          {canEdit ? (
            <Upload
              accept="image/png,image/jpeg,image/gif,image/webp,application/pdf"
              showUploadList={false}
              autoUpload={false}
              onChange={(files) => files.at(-1)?.originFile && upload(files.at(-1)!.originFile!)}
            >
              <Button icon={<IconUpload />} data-testid="company-upload">
                {t('upload')}
              </Button>
            </Upload>
          ) : null}
          <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>{t('uploadHint')}</span>
        </Space>
      </Form.Item>
      {canEdit ? (
        <Button type="primary" loading={versioned.saving} onClick={() => void versioned.save()} data-testid="company-save">
          {t('save')}
        </Button>
      ) : null}
    </Form>
  );
}
