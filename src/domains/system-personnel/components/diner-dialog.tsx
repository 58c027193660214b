import { Alert, Form, Input, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudDialog, type DialogMode } from '../../../components/crud';
import { phoneRule } from '../../../lib/form-rules';
import { FileField } from '../../work-personnel';
import { fetchDiner, saveDiner } from '../api';
import { useSchoolsAndCanteens } from '../../org';
import { useMealCategories } from '../hooks';
import { DINER_STATUS, type Diner, type DinerValues } from '../types';
import '../i18n';

interface Props {
  mode: DialogMode | null;
  id?: string;
  onClose: () => void;
  /** With what the save answered: a create's new record. */
  onSaved: (saved?: unknown) => void;
}

const CARD_NO = /^[0-9A-Za-z]{4,20}$/;

const toValues = (diner: Diner): Partial<DinerValues> => ({
  schoolId: diner.schoolId,
  canteenId: diner.canteenId ?? undefined,
  personnelNo: diner.personnelNo,
  name: diner.name,
  type: diner.type,
  className: diner.className,
  phone: diner.phone,
  faceFileId: diner.faceFileId ?? undefined,
  cardNo: diner.cardNo || undefined,
  mealCategoryId: diner.mealCategoryId ?? undefined,
  remark: diner.remark,
});

/** Add, edit or view one diner: who they are, their school and canteen, face photo, card and meal plan. */
export function DinerDialog({ mode, id, onClose, onSaved }: Props) {
  const { t } = useTranslation('systemPersonnel');
  const { schools, canteens, isLoading } = useSchoolsAndCanteens();
  const plans = useMealCategories();
  const [uploaded, setUploaded] = useState<{ name: string; link: string }>();
  const close = (then: (saved?: unknown) => void) => (saved?: unknown) => {
    setUploaded(undefined);
    then(saved);
  };

  return (
    <CrudDialog<Diner, DinerValues>
      name="diner"
      subject={t('subject')}
      mode={mode}
      id={id}
      width={760}
      loadDetail={fetchDiner}
      toValues={toValues}
      initialValues={{ type: 2, schoolId: schools.length === 1 ? schools[0]!.id : undefined }}
      submit={(values) => saveDiner(values)}
      onClose={close(onClose)}
      onSaved={close(onSaved)}
    >
      {(form, diner) => {
        const face = uploaded ?? (diner?.faceFileLink ? { name: t('face'), link: diner.faceFileLink } : undefined);
        return (
          <>
            {mode !== 'view' && diner?.status === DINER_STATUS.closed ? <Alert type="warning" content={t('closedFinal')} style={{ marginBottom: 12 }} /> : null}
            <div className="crud-form-grid">
              {schools.length > 1 ? (
                <Form.Item label={t('field.school')} field="schoolId">
                  <Select loading={isLoading} options={schools.map((school) => ({ label: school.name, value: school.id }))} data-testid="diner-school" />
                </Form.Item>
              ) : null}
              <Form.Item shouldUpdate noStyle>
                {(values: Partial<DinerValues>) => (
                  <>
                    <Form.Item label={t('field.canteen')} field="canteenId">
                      <Select
                        allowClear
                        loading={isLoading}
                        options={canteens
                          .filter((canteen) => !values.schoolId || canteen.schoolId === values.schoolId)
                          .map((canteen) => ({ label: canteen.name, value: canteen.id }))}
                      />
                    </Form.Item>
                    <Form.Item label={t('field.mealCategory')} field="mealCategoryId">
                      <Select
                        allowClear
                        loading={plans.isLoading}
                        data-testid="diner-meal-category"
                        options={(plans.data ?? [])
                          .filter((plan) => !values.schoolId || plan.schoolId === values.schoolId)
                          .map((plan) => ({ label: plan.name, value: plan.id }))}
                      />
                    </Form.Item>
                  </>
                )}
              </Form.Item>
              <Form.Item label={t('field.personnelNo')} field="personnelNo" rules={[{ required: true, message: t('rule.personnelNo') }]}>
                <Input maxLength={32} data-testid="diner-number" />
              </Form.Item>
              <Form.Item label={t('field.name')} field="name" rules={[{ required: true, message: t('rule.name') }]}>
                <Input maxLength={50} data-testid="diner-name" />
              </Form.Item>
              <Form.Item label={t('field.type')} field="type" rules={[{ required: true, message: t('rule.type') }]}>
                <Radio.Group type="button" options={[1, 2, 3].map((value) => ({ label: t(`type.${value}`), value }))} />
              </Form.Item>
              <Form.Item label={t('field.className')} field="className">
                <Input maxLength={50} />
              </Form.Item>
              <Form.Item label={t('field.phone')} field="phone" rules={[phoneRule(t, true)]}>
                <Input maxLength={11} />
              </Form.Item>
              <Form.Item
                label={t('field.cardNo')}
                field="cardNo"
                extra={diner?.cardNo ? t('cardHint') : undefined}
                rules={[{ validator: (value: string | undefined, callback) => callback(value && !CARD_NO.test(value) ? t('rule.cardNo') : undefined) }]}
              >
                <Input maxLength={20} disabled={Boolean(diner?.cardNo)} data-testid="diner-card" />
              </Form.Item>
              <Form.Item label={t('field.face')} field="faceFileId">
                <FileField
                  file={face}
                  image
                  testId="diner-face"
                  onStored={(file) => {
                    setUploaded(file);
                    form.setFieldValue('faceFileId', file.id);
                  }}
                />
              </Form.Item>
            </div>
            <Form.Item label={t('field.remark')} field="remark">
              <Input.TextArea maxLength={300} showWordLimit autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </>
        );
      }}
    </CrudDialog>
  );
}
