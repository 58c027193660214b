import { Image, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Image/style/css';
import { IconImage } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { FilesField } from '../../../components/files-field';
import { uploadFile, type StoredFile } from '../../supplier';
import type { Photo } from '../api';
import '../i18n';

/** The most photos an item or a rectification takes (the server's limit). */
export const MAX_PHOTOS = 9;

/** Photos of a checklist item or a rectification, uploaded one at a time through the file rules. */
export function PhotosField({ value, onChange, testId }: { value?: StoredFile[]; onChange?: (files: StoredFile[]) => void; testId: string }) {
  const { t } = useTranslation('safety');
  return (
    <FilesField
      value={value}
      onChange={onChange}
      upload={uploadFile}
      max={MAX_PHOTOS}
      inputTestId={testId}
      link={(file) => (
        <a href={file.link} target="_blank" rel="noreferrer">
          <IconImage /> {file.name}
        </a>
      )}
      labels={{ upload: t('photo.upload'), failed: t('photo.failed'), remove: (name) => t('photo.remove', { name }) }}
    />
  );
}

/** Kept photos as thumbnails that open full size. */
export function PhotoList({ photos }: { photos: readonly Photo[] }) {
  const { t } = useTranslation('safety');
  if (!photos.length) return <span>{t('hazard.noPhotos')}</span>;
  return (
    <Space wrap size={8}>
      {photos.map((photo) => (
        <Image key={photo.id} src={photo.link} alt={photo.name} width={64} height={64} style={{ objectFit: 'cover' }} />
      ))}
    </Space>
  );
}
