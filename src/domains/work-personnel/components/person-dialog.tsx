import { Alert, DatePicker, Form, Input, Radio, Select, Tag, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { idCardProblem, PERSON_STATUS } from '../../../../contract/work-personnel';
import { CrudDialog, type DialogMode } from '../../../components/crud';
import { phoneRule } from '../../../lib/form-rules';
import { fetchNextNumber, fetchPerson, savePerson } from '../api';
import { useSchoolsAndCanteens } from '../../org';
import { usePosts } from '../hooks';
import type { PersonValues, WorkPerson, WorkPost } from '../types';
import { FileField } from './file-field';
import { LinkedUserSelect } from './linked-user-select';
import '../i18n';

interface Props {
  mode: DialogMode | null;
  id?: string;
  onClose: () => void;
  /** With what the save answered: a create's new record. */
  onSaved: (saved?: unknown) => void;
}

const ID_CARD_KEYS = { format: 'rule.idCardFormat', birth: 'rule.idCardBirth', checksum: 'rule.idCardChecksum' } as const;

const toValues = (person: WorkPerson): Partial<PersonValues> => ({
  canteenId: person.canteenId,
  userId: person.userId ?? undefined,
  number: person.number,
  name: person.name,
  sex: person.sex,
  phone: person.phone,
  idCard: person.idCard,
  post: person.post,
  healthCertNo: person.healthCertNo,
  healthCertExpiry: person.healthCertExpiry ?? undefined,
  healthCertFileId: person.healthCertFileId ?? undefined,
  faceFileId: person.faceFileId ?? undefined,
  status: person.status,
  remark: person.remark,
});

type Check = (value: unknown, callback: (message?: string) => void) => void;

/** Add, edit or view one person: who they are, where they work, their certificate and their status. */
export function PersonDialog({ mode, id, onClose, onSaved }: Props) {
  const { t } = useTranslation('workPersonnel');
  const posts = usePosts();
  const { canteens, isLoading } = useSchoolsAndCanteens();
  const [uploaded, setUploaded] = useState<Record<string, { name: string; link: string }>>({});
  const close = (then: (saved?: unknown) => void) => (saved?: unknown) => {
    setUploaded({});
    then(saved);
  };
  const postOf = (form: FormInstance<PersonValues>): WorkPost | undefined => posts.data?.find((post) => post.code === form.getFieldValue('post'));

  return (
    <CrudDialog<WorkPerson, PersonValues>
      name="work-personnel"
      subject={t('subject')}
      mode={mode}
      id={id}
      width={760}
      loadDetail={fetchPerson}
      toValues={toValues}
      initialValues={{ sex: 1, status: PERSON_STATUS.onDuty }}
      submit={(values) => savePerson(values)}
      onClose={close(onClose)}
      onSaved={close(onSaved)}
    >
      {(form, person) => {
        /** Required when the chosen post handles food; `paired` when the other half of the certificate is given. */
        const certificateRule =
          (foodKey: string, paired?: { field: keyof PersonValues; key: string }): Check =>
          (value, callback) => {
            if (value) return callback();
            if (postOf(form)?.foodHandler) return callback(t(foodKey));
            callback(paired && form.getFieldValue(paired.field) ? t(paired.key) : undefined);
          };
        const fileOf = (field: 'healthCertFileId' | 'faceFileId') =>
          uploaded[field] ??
          (field === 'healthCertFileId' && person?.healthCertFileLink
            ? { name: person.healthCertFileName ?? t('viewFile'), link: person.healthCertFileLink }
            : field === 'faceFileId' && person?.faceFileLink
              ? { name: t('viewFile'), link: person.faceFileLink }
              : undefined);
        const stored = (field: 'healthCertFileId' | 'faceFileId') => (file: { id: string; name: string; link: string }) => {
          setUploaded((current) => ({ ...current, [field]: file }));
          form.setFieldValue(field, file.id);
          void form.validate([field]).catch(() => undefined);
        };
        return (
          <>
            {mode !== 'view' && person?.status === PERSON_STATUS.left ? <Alert type="warning" content={t('leftFinal')} style={{ marginBottom: 12 }} /> : null}
            {mode === 'add' ? <OnlyCanteen form={form} canteens={canteens} /> : null}
            {mode === 'add' ? <ProposedNumber form={form} /> : null}
            <div className="crud-form-grid">
              <Form.Item label={t('field.canteen')} field="canteenId" rules={[{ required: true, message: t('rule.canteen') }]}>
                <Select loading={isLoading} options={canteens.map((canteen) => ({ label: canteen.name, value: canteen.id }))} data-testid="person-canteen" />
              </Form.Item>
              <Form.Item label={t('field.user')} field="userId">
                <LinkedUserSelect
                  personId={person?.id}
                  initial={person?.userId ? { id: person.userId, label: `${person.userName}（${person.userAccount}）` } : undefined}
                />
              </Form.Item>
              <Form.Item label={t('field.number')} field="number" rules={[{ required: true, message: t('rule.number') }]}>
                <Input maxLength={32} />
              </Form.Item>
              <Form.Item label={t('field.name')} field="name" rules={[{ required: true, message: t('rule.name') }]}>
                <Input maxLength={50} />
              </Form.Item>
              <Form.Item label={t('field.sex')} field="sex" rules={[{ required: true, message: t('rule.sex') }]}>
                <Radio.Group options={[1, 2, 0].map((value) => ({ label: t(`sex.${value}`), value }))} />
              </Form.Item>
              <Form.Item label={t('field.phone')} field="phone" rules={[phoneRule(t)]} required>
                <Input maxLength={11} data-testid="person-phone" />
              </Form.Item>
              <Form.Item
                label={t('field.idCard')}
                field="idCard"
                required
                rules={[
                  {
                    validator: (value: string | undefined, callback: (message?: string) => void) => {
                      if (!value?.trim()) return callback(t('rule.idCard'));
                      const problem = idCardProblem(value.trim());
                      callback(problem ? t(ID_CARD_KEYS[problem]) : undefined);
                    },
                  },
                ]}
              >
                <Input maxLength={18} data-testid="person-id-card" />
              </Form.Item>
              <Form.Item label={t('field.post')} field="post" rules={[{ required: true, message: t('rule.post') }]}>
                <Select
                  loading={posts.isLoading}
                  data-testid="person-post"
                  onChange={() => void form.validate(['healthCertNo', 'healthCertExpiry', 'healthCertFileId']).catch(() => undefined)}
                  options={(posts.data ?? []).map((post) => ({
                    value: post.code,
                    label: (
                      <span>
                        {post.name}
                        {post.foodHandler ? (
                          <Tag size="small" color="orange" style={{ marginLeft: 8 }}>
                            {t('foodHandler')}
                          </Tag>
                        ) : null}
                      </span>
                    ),
                  }))}
                />
              </Form.Item>
              <Form.Item shouldUpdate noStyle>
                {() =>
                  postOf(form)?.foodHandler ? (
                    <Alert type="info" content={t('foodHandlerHint')} style={{ gridColumn: '1 / -1', marginBottom: 12 }} data-testid="person-food-hint" />
                  ) : null
                }
              </Form.Item>
              <Form.Item
                label={t('field.certNo')}
                field="healthCertNo"
                rules={[{ validator: certificateRule('rule.certNo', { field: 'healthCertExpiry', key: 'rule.certNoWithExpiry' }) }]}
              >
                <Input maxLength={64} data-testid="person-cert-no" />
              </Form.Item>
              <Form.Item
                label={t('field.certExpiry')}
                field="healthCertExpiry"
                rules={[{ validator: certificateRule('rule.certExpiry', { field: 'healthCertNo', key: 'rule.certExpiryWithNo' }) }]}
              >
                <DatePicker style={{ width: '100%' }} data-testid="person-cert-expiry" />
              </Form.Item>
              <Form.Item label={t('field.certFile')} field="healthCertFileId" rules={[{ validator: certificateRule('rule.certFile') }]}>
                <FileField file={fileOf('healthCertFileId')} onStored={stored('healthCertFileId')} testId="person-cert-file" />
              </Form.Item>
              <Form.Item label={t('field.face')} field="faceFileId">
                <FileField file={fileOf('faceFileId')} onStored={stored('faceFileId')} image testId="person-face" />
              </Form.Item>
              <Form.Item label={t('field.status')} field="status" extra={mode === 'edit' ? t('leftHint') : undefined}>
                <Radio.Group
                  type="button"
                  options={[PERSON_STATUS.onDuty, PERSON_STATUS.offDuty, PERSON_STATUS.left]
                    .filter((status) => mode !== 'add' || status !== PERSON_STATUS.left)
                    .map((value) => ({ label: t(`status.${value}`), value }))}
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

/**
 * A new person's number is the one the server proposes for the chosen canteen (its next free one), filled in while
 * the field is empty or still holds the last proposal — so choosing another canteen proposes again, and a number typed
 * by hand is kept. The save checks it like any number (该编号已存在).
 */
function ProposedNumber({ form }: { form: FormInstance<PersonValues> }) {
  const canteenId = Form.useWatch('canteenId', form) as string | undefined;
  const proposed = useRef<string>(undefined);
  useEffect(() => {
    if (!canteenId) return;
    let current = true;
    fetchNextNumber(canteenId)
      .then((number) => {
        const now = form.getFieldValue('number') as string | undefined;
        if (!current || (now && now !== proposed.current)) return;
        proposed.current = number;
        form.setFieldValue('number', number);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [canteenId, form]);
  return null;
}

/** A caller with one canteen (a canteen user) has it chosen for a new person, once the tree has loaded. */
function OnlyCanteen({ form, canteens }: { form: FormInstance<PersonValues>; canteens: { id: string }[] }) {
  const only = canteens.length === 1 ? canteens[0]!.id : undefined;
  useEffect(() => {
    if (only && !form.getFieldValue('canteenId')) form.setFieldValue('canteenId', only);
  }, [form, only]);
  return null;
}
