import { Button, Space } from '@arco-design/web-react';
import { IconClose, IconFile, IconImage, IconUpload } from '@arco-design/web-react/icon';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/form-dialog/use-submit';
import { uploadFile } from '../../supplier';
import { isImage } from '../format';
import type { ReportFile } from '../types';
import '../i18n';

/** A file of a report as a link that opens it (a PDF or an image), by its name. */
export function FileLink({ file }: { file: Pick<ReportFile, 'id' | 'name' | 'mime' | 'url'> }) {
  return (
    <a href={file.url} target="_blank" rel="noreferrer" data-testid={`report-file-${file.id}`}>
      {isImage(file.mime) ? <IconImage /> : <IconFile />} {file.name}
    </a>
  );
}

/** The report's files: PDFs or images uploaded one at a time (the file rules), each removable before saving. */
export function ReportFilesField({ value = [], onChange }: { value?: ReportFile[]; onChange?: (files: ReportFile[]) => void }) {
  const { t } = useTranslation('testing');
  const input = useRef<HTMLInputElement>(null);
  const upload = useSubmit(uploadFile, {
    refusal: 'toast',
    fallback: t('report.uploadFailed'),
    onSaved: (file) => onChange?.([...value, { id: file.id, name: file.name, mime: file.mime, url: file.link }]),
  });
  return (
    <Space direction="vertical" size={4}>
      <input
        ref={input}
        type="file"
        accept="image/*,application/pdf"
        hidden
        data-testid="report-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload.submit(file);
          event.target.value = '';
        }}
      />
      <Button size="small" icon={<IconUpload />} loading={upload.saving} onClick={() => input.current?.click()} disabled={value.length >= 10}>
        {t('report.upload')}
      </Button>
      {value.map((file) => (
        <Space key={file.id} size={4}>
          <FileLink file={file} />
          <Button
            type="text"
            size="mini"
            icon={<IconClose />}
            aria-label={t('report.removeFile', { name: file.name })}
            onClick={() => onChange?.(value.filter((item) => item.id !== file.id))}
          />
        </Space>
      ))}
      {value.length === 0 ? <span className="testing-hint">{t('report.noFile')}</span> : null}
    </Space>
  );
}
