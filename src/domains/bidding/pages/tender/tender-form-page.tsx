import { Alert, Button, Card, Form, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { useSubmit } from '../../../../components/form-dialog';
import type { Picked } from '../../../../components/pickers';
import { StatusPanel } from '../../../../components/status-panel';
import { useCan } from '../../../../components/use-can';
import { ConflictNotice } from '../../../../components/versioned/conflict-notice';
import { isHttpError } from '../../../../lib/http';
import { notify } from '../../../../lib/notify';
import { formatDateTime } from '../../../../lib/time-zone';
import { session } from '../../../../session';
import { fetchDraft, fetchGoodsTree, saveBidding } from '../../api';
import { BasicSection } from '../../components/tender/basic-section';
import { LinesSection } from '../../components/tender/lines-section';
import { ReviewSection } from '../../components/tender/review-section';
import { ScheduleSection } from '../../components/tender/schedule-section';
import { tenderErrors } from '../../components/tender/tender-rules';
import { newTender, toForm, toValues, type TenderValues } from '../../components/tender/tender-values';
import type { BiddingDetail } from '../../types';
import { LIST_PATH } from './paths';
import './i18n';
import '../../components/tender/tender.css';
import { biddingKeys, tenderKeys } from '../../queries';

/** Fields whose own Form.Item shows a cross-field rule's message (the others show it below the form). */
const FIELD_ERRORS = ['requiredDocTypes', 'supply', 'signUpStart', 'signUpEnd', 'openingTime'];

/** 招标编辑: a new tender, or a draft / rejected tender's form; saved as a draft or submitted for approval. */
export function TenderFormPage() {
  const { t } = useTranslation('bidding-tender');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const { userInfo } = useSnapshot(session);
  const [form] = Form.useForm<TenderValues>();
  const [base, setBase] = useState<BiddingDetail>();
  const [approver, setApprover] = useState<Picked[]>([]);
  const [message, setMessage] = useState('');
  const [conflict, setConflict] = useState(false);
  const saving = useSubmit((progress: 0 | 1, values: TenderValues) => saveBidding(toForm(values, progress, base)).then((saved) => ({ progress, saved })), {
    success: ({ progress }) => t(progress ? 'submitted' : 'saved'),
    // one action, one message: the save succeeded, whatever the lists' refresh does after it
    onSaved: ({ progress, saved }) => {
      setConflict(false);
      void mutate(tenderKeys.list);
      if (progress) return closeOwnTab();
      // the form goes on editing the saved record (its id and version) and keeps what is typed; the URL stays, so the
      // tab is not reopened
      setBase(saved);
    },
    refusal: 'inline',
    fallback: t('saveFailed'),
    onRefused: (error) => {
      if (isHttpError(error) && error.code === 409) setConflict(true);
    },
  });
  const sending = saving.pending?.[0] ?? null;
  const shown = message || saving.refusal;
  const canSave = useCan(id ? 'bidding_edit' : 'bidding_add');
  const canSubmit = useCan('bidding_submit');
  const goods = useSWR(biddingKeys.goodsTree, fetchGoodsTree);
  const draft = useSWR(id ? tenderKeys.of('draft', id) : null, () => fetchDraft(id), { revalidateOnMount: true });

  const adopt = (record: BiddingDetail) => {
    setBase(record);
    form.setFieldsValue(toValues(record));
    setApprover(record.approverId ? [{ id: record.approverId, name: record.approverName ?? '' }] : []);
  };
  useEffect(() => {
    if (draft.data && draft.data.id !== base?.id) adopt(draft.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filled once per record, never behind the user's back
  }, [draft.data]);

  // a record still loading cannot be saved: the form would send what it has not shown yet
  const loading = Boolean(id) && !base;

  /** The tab of this form, closed once the tender is submitted: its work is done, the list shows it 待审核. */
  const closeOwnTab = () => {
    const here = `${location.pathname}${location.search}`;
    session.tagList = session.tagList.filter((tab) => tab.value !== here);
    void navigate(LIST_PATH);
  };

  const send = async (progress: 0 | 1) => {
    setMessage('');
    saving.setRefusal('');
    // a draft keeps work in progress: only its title is needed; submitting needs every field
    const values = await (progress ? form.validate() : form.validate(['title']).then(() => form.getFieldsValue() as TenderValues)).catch(() => undefined);
    if (!values) return setMessage(t(progress ? 'fixErrors' : 'rule.title'));
    const errors = tenderErrors(values, { submitting: progress === 1, now: formatDateTime() });
    if (values.approverId && values.approverId === userInfo?.userId) errors.push({ field: 'approverId', key: 'rule.approverSelf' });
    if (errors.length) {
      form.setFields(
        Object.fromEntries(errors.filter((error) => FIELD_ERRORS.includes(error.field)).map((error) => [error.field, { error: { message: t(error.key) } }])),
      );
      return setMessage(t(errors[0]!.key));
    }
    await saving.submit(progress, values);
  };

  const loadLatest = async () => {
    // the record the form edits (a tender saved from this form has no id in the URL)
    const latest = base ? await fetchDraft(base.id).catch(() => undefined) : undefined;
    if (!latest) return notify.error(t('loadFailed'));
    adopt(latest);
    setConflict(false);
    setMessage('');
    saving.setRefusal('');
  };

  if (id && draft.error && !draft.data)
    return (
      <StatusPanel
        kind={isHttpError(draft.error) && draft.error.code === 400 ? 'refused' : 'error'}
        title={t('loadFailed')}
        detail={draft.error instanceof Error ? draft.error.message : undefined}
        actionLabel={t('backToList')}
        onAction={() => navigate(LIST_PATH)}
        testId="tender-form-error"
        error={draft.error}
      />
    );

  return (
    <Spin loading={(Boolean(id) && !base) || goods.isLoading} style={{ display: 'block' }}>
      <Form<TenderValues>
        form={form}
        layout="vertical"
        initialValues={id ? undefined : newTender({ quality: t('defaultScore.quality'), service: t('defaultScore.service') })}
        autoComplete="off"
        id="tender-form"
        data-testid="tender-form"
        className="tender-form"
      >
        {conflict ? <ConflictNotice testId="tender-conflict" onLoadLatest={() => void loadLatest()} /> : null}
        {goods.error ? <Alert type="error" content={t('goodsFailed')} /> : null}
        <Card title={t('section.basic')} className="tender-card">
          <BasicSection form={form} categories={goods.data ?? []} loadingGoods={goods.isLoading} />
        </Card>
        <Card title={t('section.schedule')} className="tender-card">
          <ScheduleSection form={form} />
        </Card>
        <Card title={t('section.review')} className="tender-card">
          <ReviewSection form={form} approver={approver} onApprover={setApprover} />
        </Card>
        <Card title={t('section.lines')} className="tender-card">
          <LinesSection form={form} categories={goods.data ?? []} />
        </Card>
        <div className="tender-actions">
          {shown ? <Alert type="error" content={shown} data-testid="tender-form-message" /> : null}
          <Space>
            <Button onClick={() => navigate(LIST_PATH)}>{t('backToList')}</Button>
            {canSave ? (
              <Button loading={sending === 0} disabled={sending !== null || loading} onClick={() => void send(0)} data-testid="tender-save">
                {t('saveDraft')}
              </Button>
            ) : null}
            {canSave && canSubmit ? (
              <Button type="primary" loading={sending === 1} disabled={sending !== null || loading} onClick={() => void send(1)} data-testid="tender-submit">
                {t('submit')}
              </Button>
            ) : null}
          </Space>
        </div>
      </Form>
    </Spin>
  );
}
