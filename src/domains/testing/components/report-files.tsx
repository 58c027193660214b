import { IconFile, IconImage } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { FilesField } from '../../../components/files-field';
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
export function ReportFilesField({ value, onChange }: { value?: ReportFile[]; onChange?: (files: ReportFile[]) => void }) {
  const { t } = useTranslation('testing');
  return (
    <FilesField
      value={value}
      onChange={onChange}
      upload={async (picked: File): Promise<ReportFile> => {
        const file = await uploadFile(picked);
        return { id: file.id, name: file.name, mime: file.mime, url: file.link };
      }}
      max={10}
      inputTestId="report-file-input"
      link={(file) => <FileLink file={file} />}
      labels={{
        upload: t('report.upload'),
        failed: t('report.uploadFailed'),
        remove: (name) => t('report.removeFile', { name }),
        none: t('report.noFile'),
      }}
    />
  );
}
