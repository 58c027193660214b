import { Descriptions, Form, Input, Modal, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { FormDialog } from '../../../components/form-dialog';
import { StatusPanel } from '../../../components/status-panel';
import type { StoredFile } from '../../supplier';
import { fetchHazard, rectifyHazard, returnHazard, type Hazard } from '../api';
import { safetyKeys } from '../queries';
import { PhotoList, PhotosField } from './photos-field';

const required = (message: string) => [
  { required: true, validator: (value: unknown, callback: (error?: string) => void) => callback(String(value ?? '').trim() ? undefined : message) },
];

/** What the hazard is: where, what, by when and who answers for it. */
function HazardIntro({ hazard }: { hazard: Hazard }) {
  const { t } = useTranslation('safety');
  return (
    <Descriptions
      column={1}
      data={[
        { label: t('field.canteen'), value: `${hazard.schoolName} / ${hazard.canteenName}` },
        { label: t('field.description'), value: hazard.description },
        { label: t('field.deadline'), value: hazard.deadline },
        { label: t('field.responsible'), value: hazard.responsible },
        ...(hazard.returnReason ? [{ label: t('field.returnReason'), value: hazard.returnReason }] : []),
      ]}
    />
  );
}

/** The school's side rectifies a hazard: a note and at least one photo. */
export function RectifyDialog({ hazard, onClose, onSaved }: { hazard: Hazard | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('safety');
  const [form] = Form.useForm<{ note: string; photos: StoredFile[] }>();
  return (
    <FormDialog
      title={t('hazard.rectifyTitle')}
      visible={hazard !== null}
      form={form}
      refusal="inline"
      save={(values) =>
        rectifyHazard(
          hazard!,
          values.note.trim(),
          values.photos.map((photo) => photo.id),
        )
      }
      success={t('crud:saved')}
      onSaved={onSaved}
      onClose={onClose}
      okText={t('hazard.rectify')}
      testId="rectify-dialog"
      okTestId="rectify-save"
      intro={hazard ? <HazardIntro hazard={hazard} /> : null}
    >
      <Form.Item label={t('field.rectifyNote')} field="note" rules={required(t('rule.rectifyNote'))}>
        <Input.TextArea maxLength={500} showWordLimit autoSize={{ minRows: 3, maxRows: 6 }} data-testid="rectify-note" />
      </Form.Item>
      <Form.Item
        label={t('field.rectifyPhotos')}
        field="photos"
        rules={[{ required: true, validator: (value: StoredFile[] | undefined, callback) => callback(value?.length ? undefined : t('rule.rectifyPhotos')) }]}
      >
        <PhotosField testId="rectify-photo" />
      </Form.Item>
    </FormDialog>
  );
}

/** The inspecting unit returns a rectification with its reason. */
export function ReturnDialog({ hazard, onClose, onSaved }: { hazard: Hazard | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('safety');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormDialog
      title={t('hazard.returnTitle')}
      visible={hazard !== null}
      form={form}
      refusal="inline"
      save={(values) => returnHazard(hazard!, values.reason.trim())}
      success={t('crud:saved')}
      onSaved={onSaved}
      onClose={onClose}
      okText={t('hazard.return')}
      danger
      testId="return-dialog"
      intro={hazard ? <HazardIntro hazard={hazard} /> : null}
    >
      <Form.Item label={t('field.returnReason')} field="reason" rules={required(t('rule.returnReason'))}>
        <Input.TextArea maxLength={200} showWordLimit autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
    </FormDialog>
  );
}

/** One hazard with the item's photos and the rectification's. */
export function HazardView({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('safety');
  const detail = useSWR(id ? safetyKeys.hazard(id) : null, () => fetchHazard(id!));
  const hazard = detail.data;
  return (
    <Modal title={t('hazard.view')} visible={id !== null} onCancel={onClose} footer={null} style={{ width: 720 }} unmountOnExit>
      {detail.error ? (
        <StatusPanel kind="error" title={t('crud:loadFailed')} actionLabel={t('common:retry')} onAction={() => void detail.mutate()} error={detail.error} />
      ) : !hazard ? (
        <Spin style={{ display: 'block', margin: '40px auto' }} />
      ) : (
        <div data-testid="hazard-view">
          <Descriptions
            column={1}
            data={[
              { label: t('field.canteen'), value: `${hazard.schoolName} / ${hazard.canteenName}` },
              { label: t('field.kind'), value: `${t(`kind.${hazard.kind}`)}（${hazard.inspectDeptName}）` },
              { label: t('field.description'), value: hazard.description },
              { label: t('field.photos'), value: <PhotoList photos={hazard.photos} /> },
              { label: t('field.deadline'), value: hazard.deadline },
              { label: t('field.responsible'), value: hazard.responsible },
              { label: t('field.status'), value: t(`status.${hazard.status}`) },
              ...(hazard.rectifyTime
                ? [
                    { label: t('field.rectifyBy'), value: `${hazard.rectifyBy} ${hazard.rectifyTime}` },
                    { label: t('field.rectifyNote'), value: hazard.rectifyNote },
                    { label: t('field.rectifyPhotos'), value: <PhotoList photos={hazard.rectifyPhotos} /> },
                  ]
                : []),
              ...(hazard.returnReason ? [{ label: t('field.returnReason'), value: hazard.returnReason }] : []),
              ...(hazard.confirmTime ? [{ label: t('field.confirmBy'), value: `${hazard.confirmBy} ${hazard.confirmTime}` }] : []),
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
