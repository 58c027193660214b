import { Button, Link, Space, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Link/style/css';
import '@arco-design/web-react/es/Upload/style/css';
import { IconUpload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/form-dialog';
import { notify } from '../../../lib/notify';
import { uploadFile } from '../../supplier';
import '../i18n';

const MAX_FILE = 5 * 1024 * 1024;
const IMAGES = 'image/png,image/jpeg,image/gif,image/webp';

interface Props {
  /** The file on record or just uploaded. */
  file?: { name: string; link: string };
  onStored: (file: { id: string; name: string; link: string }) => void;
  /** Images only (a face photo); else images or a PDF (a scan). */
  image?: boolean;
  testId: string;
  disabled?: boolean;
}

/** A scan or photo: a link to the one on file and a button that uploads another (the form keeps its id). */
export function FileField({ file, onStored, image = false, testId, disabled }: Props) {
  const { t } = useTranslation('workPersonnel');
  const upload = useSubmit(uploadFile, {
    onSaved: (stored) => onStored({ id: stored.id, name: stored.name, link: stored.link }),
    refusal: 'toast',
    fallback: t('uploadFailed'),
  });
  const choose = (chosen: File) => (chosen.size > MAX_FILE ? notify.error(t('tooBig')) : void upload.submit(chosen));
  return (
    <Space wrap>
      {file ? (
        <Link href={file.link} target="_blank" rel="noreferrer" data-testid={`${testId}-link`}>
          {file.name}
        </Link>
      ) : null}
      {disabled ? null : (
        <Upload
          accept={image ? IMAGES : `${IMAGES},application/pdf`}
          showUploadList={false}
          autoUpload={false}
          onChange={(files) => files.at(-1)?.originFile && choose(files.at(-1)!.originFile!)}
        >
          <Button icon={<IconUpload />} loading={upload.saving} data-testid={testId}>
            {t(image ? 'choosePhoto' : 'chooseFile')}
          </Button>
        </Upload>
      )}
      {disabled ? null : <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>{t(image ? 'photoHint' : 'fileHint')}</span>}
    </Space>
  );
}
