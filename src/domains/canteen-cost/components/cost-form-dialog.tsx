import { Alert, Button, DatePicker, Form, Input, InputNumber, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { isHttpError } from '../../../lib/http';
import { fetchCostDetail, submitCost } from '../api';
import { useComputed } from '../hooks';
import { currentMonth, isFutureMonth, isMoney, isWholeCount, MAX_COUNT, MAX_MONEY } from '../rules';
import type { Canteen, CostEntry, CostFigures, CostInput } from '../types';

interface Props {
  /** The month to confirm (not yet confirmed) or to change (confirmed); undefined to choose a canteen and month. */
  entry: CostEntry | undefined;
  open: boolean;
  canteens: Canteen[];
  onClose: () => void;
  onSaved: (entry: CostEntry) => void;
}

type Values = Omit<CostInput, 'id' | 'version'>;

const FIELDS = ['mealsServed', 'headCount', 'ingredientCost', 'mealFeeRevenue'] as const;

/** Whether typed figures differ from a baseline's (yuan compared to the fen). */
const differs = (values: Partial<Values>, baseline: CostFigures | undefined) =>
  Boolean(baseline) &&
  FIELDS.some((key) => values[key] !== undefined && values[key] !== null && Math.round(Number(values[key]) * 100) !== Math.round(baseline![key] * 100));

/**
 * Confirm or change one month's figures. A month not yet confirmed opens with the figures computed from its
 * acceptances and consumptions; a figure that differs from them, or from the confirmed ones, needs a reason. A
 * failed save keeps everything typed; when someone else saved the entry first (409) the dialog shows their figures
 * and takes their version, so saving again is a deliberate choice rather than a silent overwrite.
 */
export function CostFormDialog({ entry, open, canteens, onClose, onSaved }: Props) {
  const { t } = useTranslation('canteenCost');
  const [form] = Form.useForm<Values>();
  const [version, setVersion] = useState<number | undefined>(entry?.version);
  const [latest, setLatest] = useState<CostEntry>();
  const confirmed = entry?.entryId ? entry : undefined;
  const canteenId = Form.useWatch('canteenId', form) as string | undefined;
  const month = Form.useWatch('month', form) as string | undefined;
  const typed = Form.useWatch([...FIELDS], form) as Partial<Values> | undefined;
  // a row of the list carries its figures (a month to confirm, its computed ones): only a month chosen here is asked for
  const computed = useComputed(open && !entry ? canteenId : undefined, open && !entry ? month : undefined);
  // the figures a change is measured against: the row's (confirmed, or computed), or the chosen month's computed ones
  const baseline: CostFigures | undefined = entry ?? computed.data;
  const needsReason = differs(typed ?? {}, baseline);

  useEffect(() => {
    if (!open) return;
    setVersion(entry?.version);
    setLatest(undefined);
    form.setFieldsValue(
      entry
        ? {
            canteenId: entry.canteenId,
            month: entry.month,
            mealsServed: entry.mealsServed,
            headCount: entry.headCount,
            ingredientCost: entry.ingredientCost,
            mealFeeRevenue: entry.mealFeeRevenue,
            remark: entry.remark,
            reason: '',
          }
        : { canteenId: canteens.length === 1 ? canteens[0]!.id : undefined, month: currentMonth(), remark: '', reason: '' },
    );
  }, [open, entry, canteens, form]);

  // a month chosen in the dialog opens with its computed figures
  useEffect(() => {
    if (!open || entry || !computed.data) return;
    form.setFieldsValue(computed.data);
  }, [open, entry, computed.data, form]);

  /** Someone else saved first (409): their figures are shown and their version taken. */
  const conflicted = async (error: unknown) => {
    if (!confirmed?.entryId || !isHttpError(error) || error.code !== 409) return;
    const current = await fetchCostDetail(confirmed.entryId).catch(() => undefined);
    if (current) {
      setLatest(current);
      setVersion(current.version);
    }
  };

  const count = (key: 'mealsServed' | 'headCount') => ({
    validator: (value: unknown, callback: (message?: string) => void) => callback(isWholeCount(value) ? undefined : t(`rule.${key}`)),
  });
  const money = (key: 'ingredientCost' | 'mealFeeRevenue') => ({
    validator: (value: unknown, callback: (message?: string) => void) => callback(isMoney(value) ? undefined : t(`rule.${key}`)),
  });

  return (
    <FormDialog
      title={confirmed ? t('editTitle') : entry ? t('confirmTitle', { month: entry.month }) : t('addTitle')}
      visible={open}
      form={form}
      save={(values) =>
        submitCost({ ...values, remark: values.remark ?? '', reason: values.reason ?? '', ...(confirmed ? { id: confirmed.entryId!, version } : {}) })
      }
      success={t('saved')}
      onSaved={onSaved}
      refusal="toast"
      fallback={t('saveFailed')}
      onRefused={(error) => void conflicted(error)}
      onClose={onClose}
      okText={t('save')}
      maskClosable={false}
      width={560}
      formProps={{ autoComplete: 'off', 'data-testid': 'cost-form' }}
      intro={
        latest ? (
          <Alert
            type="warning"
            className="cost-conflict"
            data-testid="cost-conflict"
            title={t('conflict.title', { who: latest.updatedBy || t('conflict.someone'), time: latest.updateTime })}
            content={
              <>
                <p>
                  {t('conflict.figures', {
                    mealsServed: latest.mealsServed,
                    headCount: latest.headCount,
                    ingredientCost: latest.ingredientCost,
                    mealFeeRevenue: latest.mealFeeRevenue,
                  })}
                </p>
                <Button size="mini" onClick={() => form.setFieldsValue(Object.fromEntries(FIELDS.map((key) => [key, latest[key]])) as Partial<Values>)}>
                  {t('conflict.useLatest')}
                </Button>
              </>
            }
          />
        ) : !confirmed && baseline ? (
          <Alert type="info" className="cost-computed" data-testid="cost-computed" content={t('computed.figures', { ...baseline })} />
        ) : null
      }
    >
      <Form.Item label={t('field.canteen')} field="canteenId" rules={[{ required: true, message: t('rule.canteen') }]}>
        <Select
          disabled={Boolean(entry)}
          placeholder={t('field.canteenPlaceholder')}
          options={canteens.map((canteen) => ({ label: `${canteen.name}（${canteen.schoolName}）`, value: canteen.id }))}
        />
      </Form.Item>
      <Form.Item
        label={t('field.month')}
        field="month"
        rules={[
          { required: true, message: t('rule.month') },
          { validator: (value: string | undefined, callback) => callback(value && isFutureMonth(value) ? t('rule.futureMonth') : undefined) },
        ]}
      >
        <DatePicker.MonthPicker
          disabled={Boolean(entry)}
          style={{ width: '100%' }}
          format="YYYY-MM"
          disabledDate={(date) => isFutureMonth(date.format('YYYY-MM'))}
        />
      </Form.Item>
      <div className="cost-form-grid">
        <Form.Item label={t('field.mealsServed')} field="mealsServed" rules={[{ required: true, message: t('rule.mealsServed') }, count('mealsServed')]}>
          <InputNumber min={0} max={MAX_COUNT} precision={0} step={1} />
        </Form.Item>
        <Form.Item label={t('field.headCount')} field="headCount" rules={[{ required: true, message: t('rule.headCount') }, count('headCount')]}>
          <InputNumber min={0} max={MAX_COUNT} precision={0} step={1} />
        </Form.Item>
        <Form.Item
          label={t('field.ingredientCost')}
          field="ingredientCost"
          rules={[{ required: true, message: t('rule.ingredientCost') }, money('ingredientCost')]}
        >
          <InputNumber min={0} max={MAX_MONEY} precision={2} step={100} suffix={t('yuan')} />
        </Form.Item>
        <Form.Item
          label={t('field.mealFeeRevenue')}
          field="mealFeeRevenue"
          rules={[{ required: true, message: t('rule.mealFeeRevenue') }, money('mealFeeRevenue')]}
        >
          <InputNumber min={0} max={MAX_MONEY} precision={2} step={100} suffix={t('yuan')} />
        </Form.Item>
      </div>
      {needsReason ? (
        <Form.Item
          label={t('field.reason')}
          field="reason"
          extra={t(confirmed ? 'reasonHint.confirmed' : 'reasonHint.computed')}
          rules={[
            { required: true, message: t(confirmed ? 'rule.reasonConfirmed' : 'rule.reasonComputed') },
            {
              validator: (value: string | undefined, callback) =>
                callback(value?.trim() ? undefined : t(confirmed ? 'rule.reasonConfirmed' : 'rule.reasonComputed')),
            },
            { maxLength: 200, message: t('rule.reason') },
          ]}
        >
          <Input.TextArea maxLength={200} showWordLimit autoSize={{ minRows: 2, maxRows: 4 }} data-testid="cost-reason" />
        </Form.Item>
      ) : null}
      <Form.Item label={t('field.remark')} field="remark" rules={[{ maxLength: 200, message: t('rule.remark') }]}>
        <Input.TextArea maxLength={200} showWordLimit autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormDialog>
  );
}
