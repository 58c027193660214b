import { IconFile } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { FilesField } from '../../../components/files-field';
import { uploadFile, type StoredFile } from '../../supplier';
import '../drafts/i18n';

/** The most attachments a payment takes (the server's limit). */
export const MAX_ATTACHMENTS = 20;

/** A payment's attachments (the bank slip, the invoice): PDFs or images uploaded one at a time, removable before saving. */
export function AttachmentsField({ value, onChange }: { value?: StoredFile[]; onChange?: (files: StoredFile[]) => void }) {
  const { t } = useTranslation('financeDrafts');
  return (
    <FilesField
      value={value}
      onChange={onChange}
      upload={uploadFile}
      max={MAX_ATTACHMENTS}
      inputTestId="payment-file-input"
      link={(file) => (
        <a href={file.link} target="_blank" rel="noreferrer">
          <IconFile /> {file.name}
        </a>
      )}
      labels={{ upload: t('payment.upload'), failed: t('payment.uploadFailed'), remove: (name) => t('payment.removeFile', { name }) }}
    />
  );
}
