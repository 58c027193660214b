import { Alert, Checkbox, DatePicker, Form, Input, InputNumber, Radio, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Checkbox/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { notify } from '../../../lib/notify';
import { submitPlan } from '../api';
import { PLAN_PERIOD, catalogueDay, displayUnit, fromDisplay, lineAmount, planPeriod, plusDays, precisionOf, toDisplay } from '../format';
import { useCatalogue } from '../hooks';
import type { Orderable, PlanDetail } from '../types';
import { Money } from './common';
import '../i18n';

interface Values {
  periodKind: number;
  day: string;
  remark?: string;
  submit: boolean;
}
/** quantities typed (kg, L or 个) by supplier and goods: `${supplierId}/${goodsCode}` */
type Typed = Record<string, number | undefined>;
const keyOf = (row: { supplierId: string; goodsCode: string }) => `${row.supplierId}/${row.goodsCode}`;

/**
 * 新增计划 / 修改计划: a week (Monday to Sunday) or a calendar month, picked by a day in it; the goods the canteen may
 * order on the period's first day still to come (the award's catalogue of its bound suppliers, at their prices — the
 * catalogue 采购订单 orders from), the quantities typed in kg, L or 个. Kept as a draft or submitted to the school.
 */
export function PlanDialog({
  visible,
  today,
  plan,
  onClose,
  onSaved,
}: {
  visible: boolean;
  today: string;
  /** the draft or returned plan edited; a new plan when absent */
  plan?: PlanDetail | null;
  onClose: () => void;
  onSaved: (plan: PlanDetail) => void;
}) {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<Values>();
  const [kind, setKind] = useState<number>(PLAN_PERIOD.week);
  const [day, setDay] = useState(plusDays(today, 7));
  const [typed, setTyped] = useState<Typed>({});
  const period = planPeriod(kind, day);
  const readOn = catalogueDay(period.start, today);
  const catalogue = useCatalogue(readOn, visible);
  const goods = dedupe(catalogue.data?.records ?? []);
  const lines = goods.map((row) => ({ row, quantity: fromDisplay(typed[keyOf(row)] ?? 0, row.baseUnit) })).filter((line) => line.quantity > 0);
  const total = lines.reduce((sum, line) => sum + lineAmount(line.row.unitPrice, line.quantity, line.row.baseUnit), 0);

  return (
    <FormDialog<Values, PlanDetail>
      title={plan ? t('plan.edit') : t('plan.add')}
      visible={visible}
      form={form}
      width={860}
      testId="plan-dialog"
      okTestId="plan-save"
      refusal="inline"
      refusalTestId="plan-refusal"
      onOpen={() => {
        const first = plan ? plan.periodStart : planPeriod(PLAN_PERIOD.week, plusDays(today, 7)).start;
        const firstKind = plan?.periodKind ?? PLAN_PERIOD.week;
        form.setFieldsValue({ periodKind: firstKind, day: first, remark: plan?.remark ?? '', submit: true });
        setKind(firstKind);
        setDay(first);
        setTyped(Object.fromEntries((plan?.lines ?? []).map((line) => [keyOf(line), toDisplay(line.quantity, line.baseUnit)])));
      }}
      check={() => {
        if (lines.length) return true;
        notify.warning(t('plan.noLines'));
        return false;
      }}
      save={(values) =>
        submitPlan({
          ...(plan ? { id: plan.id } : {}),
          periodKind: kind,
          periodStart: period.start,
          remark: values.remark,
          submit: Boolean(values.submit),
          lines: lines.map((line) => ({
            goodsCode: line.row.goodsCode,
            supplierId: line.row.supplierId,
            quantity: line.quantity,
            unitPrice: line.row.unitPrice,
          })),
        })
      }
      success={(saved) => t(saved.status === 0 ? 'plan.savedDraft' : 'plan.sent', { no: saved.planNo })}
      onSaved={onSaved}
      onClose={onClose}
      formProps={{ layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 20 } }}
    >
      <Form.Item label={t('plan.periodKind')} field="periodKind">
        <Radio.Group type="button" onChange={(value: number) => setKind(value)} data-testid="plan-kind">
          <Radio value={PLAN_PERIOD.week}>{t('plan.kind.1')}</Radio>
          <Radio value={PLAN_PERIOD.month}>{t('plan.kind.2')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item label={t('plan.periodDay')} field="day" rules={[{ required: true, message: t('plan.period') }]}>
        <DatePicker
          style={{ width: 200 }}
          disabledDate={(date) => planPeriod(kind, date.format('YYYY-MM-DD')).end < today}
          onChange={(value: string) => value && setDay(value)}
          data-testid="plan-day"
        />
      </Form.Item>
      <p className="purchase-total" data-testid="plan-period">
        {t('plan.period')}: {period.start} ~ {period.end} · {t('plan.catalogueOn', { day: readOn })}
      </p>
      {catalogue.error ? <Alert type="error" content={t('plan.catalogueFailed')} /> : null}
      {!catalogue.isLoading && !catalogue.error && !goods.length ? (
        <Alert type="warning" content={t('plan.nothingOrderable')} data-testid="plan-nothing" style={{ marginBottom: 12 }} />
      ) : null}
      <Table
        rowKey={keyOf}
        size="small"
        loading={catalogue.isLoading}
        pagination={false}
        data={goods}
        scroll={{ y: 280 }}
        data-testid="plan-goods"
        noDataElement={<span>{t('order.noGoods')}</span>}
        columns={[
          { title: t('field.supplier'), dataIndex: 'supplierName', width: 170, ellipsis: true },
          { title: t('field.goods'), dataIndex: 'goodsName', width: 120 },
          {
            title: t('field.unitPrice'),
            dataIndex: 'unitPrice',
            width: 120,
            render: (price: number, row: Orderable) => (
              <span>
                <Money fen={price} /> / {displayUnit(row.baseUnit)}
              </span>
            ),
          },
          {
            title: t('field.quantity'),
            dataIndex: 'goodsCode',
            width: 170,
            render: (code: string, row: Orderable) => (
              <InputNumber
                size="small"
                min={0}
                precision={precisionOf(row.baseUnit)}
                value={typed[keyOf(row)]}
                suffix={displayUnit(row.baseUnit)}
                onChange={(value) => setTyped((before) => ({ ...before, [keyOf(row)]: value }))}
                aria-label={`${row.supplierName} ${row.goodsName} ${t('field.quantity')}`}
                data-testid={`plan-qty-${code}`}
              />
            ),
          },
          {
            title: t('field.amount'),
            dataIndex: 'validTo',
            width: 100,
            align: 'right',
            render: (_: string, row: Orderable) => {
              const quantity = fromDisplay(typed[keyOf(row)] ?? 0, row.baseUnit);
              return quantity ? <Money fen={lineAmount(row.unitPrice, quantity, row.baseUnit)} /> : '—';
            },
          },
          { title: t('field.supplyPeriod'), dataIndex: 'validFrom', width: 190, render: (from: string, row: Orderable) => `${from} ~ ${row.validTo}` },
        ]}
      />
      <p className="purchase-total" data-testid="plan-total">
        {t('plan.total', { count: lines.length })} <Money fen={total} />
      </p>
      <Form.Item label={t('field.remark')} field="remark">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item field="submit" triggerPropName="checked" wrapperCol={{ offset: 4 }}>
        <Checkbox data-testid="plan-submit-now">{t('plan.submitNow')}</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}

/** One row per supplier and goods: two awards may list the same goods from one supplier, the first (the latest award's) is taken. */
function dedupe(rows: Orderable[]): Orderable[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(keyOf(row)) && seen.add(keyOf(row)));
}
