import { Button, Image, Space, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Image/style/css';
import '@arco-design/web-react/es/Upload/style/css';
import { IconCamera, IconClose } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/form-dialog';
import { notify } from '../../../lib/notify';
import { uploadFile } from '../../supplier';
import type { Photo } from '../types';

const MAX_PHOTO = 5 * 1024 * 1024;

interface Props {
  /** The photos' ids (the form's value). */
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** The photos already on record, with their links. */
  known?: Photo[];
  max: number;
  testId: string;
}

/** A record's photos: thumbnails, and a button that takes one with a phone's camera or uploads an image. */
export function PhotosField({ value = [], onChange, known = [], max, testId }: Props) {
  const { t } = useTranslation('ledgers');
  const [added, setAdded] = useState<Photo[]>([]);
  const photos = value.map((id) => [...known, ...added].find((photo) => photo.id === id) ?? { id, name: id, link: '' });
  const upload = useSubmit(uploadFile, {
    onSaved: (stored) => {
      setAdded((list) => [...list, { id: stored.id, name: stored.name, link: stored.link }]);
      onChange?.([...value, stored.id]);
    },
    refusal: 'toast',
    fallback: t('photo.failed'),
  });
  const choose = (file: File) => (file.size > MAX_PHOTO ? notify.error(t('photo.tooBig')) : void upload.submit(file));
  return (
    <Space wrap data-testid={testId}>
      {photos.map((photo) => (
        <span key={photo.id} className="ledger-photo">
          {photo.link ? <Image src={photo.link} width={64} height={64} alt={photo.name} /> : <span>{photo.name}</span>}
          <Button
            size="mini"
            shape="circle"
            icon={<IconClose />}
            aria-label={t('photo.remove')}
            onClick={() => onChange?.(value.filter((id) => id !== photo.id))}
          />
        </span>
      ))}
      {value.length < max ? (
        <Upload
          accept="image/png,image/jpeg,image/webp"
          showUploadList={false}
          autoUpload={false}
          onChange={(files) => files.at(-1)?.originFile && choose(files.at(-1)!.originFile!)}
        >
          <Button icon={<IconCamera />} loading={upload.saving} data-testid={`${testId}-add`}>
            {t('photo.add')}
          </Button>
        </Upload>
      ) : null}
      <span className="ledger-hint">{t('photo.hint')}</span>
    </Space>
  );
}
