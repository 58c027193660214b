import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Space/style/css';
import { IconClose, IconUpload } from '@arco-design/web-react/icon';
import { useRef, type ReactNode } from 'react';
import { useSubmit } from '../form-dialog/use-submit';
import './files-field.css';

interface Props<T extends { id: string; name: string }> {
  value?: T[];
  onChange?: (files: T[]) => void;
  /** Uploads one file through the file rules and answers it as the field keeps it. */
  upload: (file: File) => Promise<T>;
  /** The most files the field takes (the server's limit). */
  max: number;
  /** The hidden file input's test id (tests set files on it). */
  inputTestId: string;
  /** A kept file as a link that opens it. */
  link: (file: T) => ReactNode;
  labels: { upload: string; failed: string; remove: (name: string) => string; none?: string };
}

/**
 * A form field of uploaded files — a report's PDFs, a payment's bank slip — PDFs or images uploaded one at a time,
 * each removable before the form is saved. The one way the console takes attachments into a form.
 */
export function FilesField<T extends { id: string; name: string }>({ value = [], onChange, upload, max, inputTestId, link, labels }: Props<T>) {
  const input = useRef<HTMLInputElement>(null);
  const uploading = useSubmit(upload, { refusal: 'toast', fallback: labels.failed, onSaved: (file) => onChange?.([...value, file]) });
  return (
    <Space direction="vertical" size={4}>
      <input
        ref={input}
        type="file"
        accept="image/*,application/pdf"
        hidden
        data-testid={inputTestId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void uploading.submit(file);
          event.target.value = '';
        }}
      />
      <Button size="small" icon={<IconUpload />} loading={uploading.saving} onClick={() => input.current?.click()} disabled={value.length >= max}>
        {labels.upload}
      </Button>
      {value.map((file) => (
        <Space key={file.id} size={4}>
          {link(file)}
          <Button
            type="text"
            size="mini"
            icon={<IconClose />}
            aria-label={labels.remove(file.name)}
            onClick={() => onChange?.(value.filter((item) => item.id !== file.id))}
          />
        </Space>
      ))}
      {value.length === 0 && labels.none ? <span className="files-field-none">{labels.none}</span> : null}
    </Space>
  );
}
