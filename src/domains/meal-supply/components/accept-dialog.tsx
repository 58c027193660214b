import { Alert, Form, Input, Link, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Link/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import { useTranslation } from 'react-i18next';
import { FilesField } from '../../../components/files-field';
import { FormDialog } from '../../../components/form-dialog';
import { uploadFile, type StoredFile } from '../../supplier';
import { acceptOrder, type MealOrder } from '../api';

type Values = { accepted: boolean; refuseReason?: string; sampleKept: boolean; photos?: StoredFile[] };

/** 验收 or 拒收 a delivered order: a refusal needs its reason; a cold arrival (under 60 °C) is warned about first. */
export function AcceptDialog({ order, onClose, onSaved }: { order: MealOrder | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('mealSupply');
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog<Values, MealOrder>
      title={t('accept.title')}
      visible={order !== null}
      form={form}
      onOpen={() => form.setFieldsValue({ accepted: !order?.cold, sampleKept: true })}
      save={({ photos = [], ...values }) => acceptOrder(order!, { ...values, photoIds: photos.map((photo) => photo.id) })}
      success={t('crud:saved')}
      refusal="inline"
      onSaved={onSaved}
      onClose={onClose}
      testId="meal-accept-dialog"
      intro={
        order?.cold ? (
          <Alert
            type="warning"
            data-testid="meal-cold-warning"
            content={t('coldWarning', { temp: order.arrivalTemp?.toFixed(1) })}
            style={{ marginBottom: 12 }}
          />
        ) : null
      }
    >
      <Form.Item label={t('accept.result')} field="accepted" rules={[{ required: true }]}>
        <Radio.Group
          type="button"
          options={[
            { value: true, label: t('accept.accept') },
            { value: false, label: t('accept.refuse') },
          ]}
        />
      </Form.Item>
      <Form.Item shouldUpdate noStyle>
        {(values: Partial<Values>) =>
          values.accepted === false ? (
            <Form.Item
              label={t('field.refuseReason')}
              field="refuseReason"
              rules={[{ required: true, validator: (value, callback) => callback(value?.trim() ? undefined : t('rule.refuseReason')) }]}
            >
              <Input.TextArea maxLength={200} showWordLimit aria-label={t('field.refuseReason')} data-testid="meal-refuse-reason" />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item label={t('field.sampleKept')} field="sampleKept" rules={[{ required: true }]}>
        <Radio.Group
          options={[
            { value: true, label: t('yes') },
            { value: false, label: t('no') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('field.photos')} field="photos">
        <FilesField<StoredFile>
          upload={uploadFile}
          max={6}
          inputTestId="meal-accept-photo"
          link={(file) => (
            <Link href={file.link} target="_blank">
              {file.name}
            </Link>
          )}
          labels={{ upload: t('photo.upload'), failed: t('photo.failed'), remove: (name) => t('photo.remove', { name }) }}
        />
      </Form.Item>
    </FormDialog>
  );
}
