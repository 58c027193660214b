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
import { currentMonth, isFutureMonth, isMoney, isWholeCount, MAX_COUNT, MAX_MONEY } from '../rules';
import type { Canteen, CostEntry, CostInput } from '../types';

interface Props {
  /** The entry to edit; undefined adds one. */
  entry: CostEntry | undefined;
  open: boolean;
  canteens: Canteen[];
  onClose: () => void;
  onSaved: (entry: CostEntry) => void;
}

type Values = Omit<CostInput, 'id' | 'version'>;

const FIELDS = ['mealsServed', 'headCount', 'ingredientCost', 'mealFeeRevenue'] as const;

/**
 * Add or edit one month's figures. A failed save keeps everything typed; when someone else saved the
 * entry first (409) the dialog shows their figures and takes their version, so saving again is a
 * deliberate choice rather than a silent overwrite.
 */
export function CostFormDialog({ entry, open, canteens, onClose, onSaved }: Props) {
  const { t } = useTranslation('canteenCost');
  const [form] = Form.useForm<Values>();
  const [version, setVersion] = useState<number | undefined>(entry?.version);
  const [latest, setLatest] = useState<CostEntry>();

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
          }
        : { canteenId: canteens.length === 1 ? canteens[0]!.id : undefined, month: currentMonth(), remark: '' },
    );
  }, [open, entry, canteens, form]);

  /** Someone else saved first (409): their figures are shown and their version taken. */
  const conflicted = async (error: unknown) => {
    if (!entry || !isHttpError(error) || error.code !== 409) return;
    const current = await fetchCostDetail(entry.id).catch(() => undefined);
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
      title={t(entry ? 'editTitle' : 'addTitle')}
      visible={open}
      form={form}
      save={(values) => submitCost({ ...values, remark: values.remark ?? '', ...(entry ? { id: entry.id, version } : {}) })}
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
      <Form.Item label={t('field.remark')} field="remark" rules={[{ maxLength: 200, message: t('rule.remark') }]}>
        <Input.TextArea maxLength={200} showWordLimit autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormDialog>
  );
}
