import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Space/style/css';
import { IconClose, IconFile, IconUpload } from '@arco-design/web-react/icon';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/form-dialog';
import { uploadFile, type StoredFile } from '../../supplier';
import '../drafts/i18n';

/** The most attachments a payment takes (the server's limit). */
export const MAX_ATTACHMENTS = 20;

/** A payment's attachments (the bank slip, the invoice): PDFs or images uploaded one at a time, removable before saving. */
export function AttachmentsField({ value = [], onChange }: { value?: StoredFile[]; onChange?: (files: StoredFile[]) => void }) {
  const { t } = useTranslation('financeDrafts');
  const input = useRef<HTMLInputElement>(null);
  const upload = useSubmit(uploadFile, { refusal: 'toast', fallback: t('payment.uploadFailed'), onSaved: (file) => onChange?.([...value, file]) });
  return (
    <Space direction="vertical" size={4}>
      <input
        ref={input}
        type="file"
        accept="image/*,application/pdf"
        hidden
        data-testid="payment-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload.submit(file);
          event.target.value = '';
        }}
      />
      <Button size="small" icon={<IconUpload />} loading={upload.saving} onClick={() => input.current?.click()} disabled={value.length >= MAX_ATTACHMENTS}>
        {t('payment.upload')}
      </Button>
      {value.map((file) => (
        <Space key={file.id} size={4}>
          <a href={file.link} target="_blank" rel="noreferrer">
            <IconFile /> {file.name}
          </a>
          <Button
            type="text"
            size="mini"
            icon={<IconClose />}
            aria-label={t('payment.removeFile', { name: file.name })}
            onClick={() => onChange?.(value.filter((item) => item.id !== file.id))}
          />
        </Space>
      ))}
    </Space>
  );
}
