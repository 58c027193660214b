import { Alert, Checkbox, DatePicker, Form, Input, InputNumber, Select, Switch, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Checkbox/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Switch/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { notify } from '../../../lib/notify';
import { submitOrder } from '../api';
import { MEALS, displayUnit, fromDisplay, lineAmount, plusDays, precisionOf } from '../format';
import { useCatalogue } from '../hooks';
import type { OrderDetail, Orderable } from '../types';
import { Money } from './common';
import '../i18n';

interface Values {
  deliveryDate: string;
  meal: number;
  supplierId: string;
  emergency: boolean;
  emergencyReason?: string;
  remark?: string;
  submit: boolean;
}
type Typed = Record<string, { quantity?: number; price?: number }>;

/**
 * 新增订单: the delivery date picks the catalogue (the award's goods of the canteen's bound suppliers that day, at their
 * price); one supplier, the quantities typed per goods in kg, L or 个. Outside the supply period the catalogue is
 * empty: an emergency purchase (应急采购) takes today's goods of the supplier at prices typed, with its reason.
 */
export function OrderDialog({
  visible,
  today,
  onClose,
  onSaved,
}: {
  visible: boolean;
  today: string;
  onClose: () => void;
  onSaved: (order: OrderDetail) => void;
}) {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<Values>();
  const [day, setDay] = useState(plusDays(today, 1));
  const [supplierId, setSupplierId] = useState<string>();
  const [emergency, setEmergency] = useState(false);
  const [typed, setTyped] = useState<Typed>({});
  const onDay = useCatalogue(day, visible);
  // an emergency purchase lists today's catalogue as its goods, at prices typed
  const current = useCatalogue(undefined, visible && emergency);
  const source = emergency ? current : onDay;
  const records = source.data?.records ?? [];
  const suppliers = [...new Map([...(onDay.data?.records ?? []), ...(emergency ? records : [])].map((row) => [row.supplierId, row.supplierName])).entries()];
  const goods = dedupe(records.filter((row) => row.supplierId === supplierId));
  const priceOf = (row: Orderable) => (emergency ? (typed[row.goodsCode]?.price ?? row.unitPrice / 100) : row.unitPrice / 100);
  const lines = goods
    .map((row) => ({ row, quantity: fromDisplay(typed[row.goodsCode]?.quantity ?? 0, row.baseUnit), price: Math.round(priceOf(row) * 100) }))
    .filter((line) => line.quantity > 0);
  const total = lines.reduce((sum, line) => sum + lineAmount(line.price, line.quantity, line.row.baseUnit), 0);

  const type = (code: string, part: 'quantity' | 'price', value: number | undefined) =>
    setTyped((before) => ({ ...before, [code]: { ...before[code], [part]: value } }));

  return (
    <FormDialog<Values, OrderDetail>
      title={t('order.add')}
      visible={visible}
      form={form}
      width={820}
      testId="order-dialog"
      okTestId="order-save"
      refusal="inline"
      refusalTestId="order-refusal"
      onOpen={() => {
        const first = plusDays(today, 1);
        form.setFieldsValue({ deliveryDate: first, meal: 0, emergency: false, submit: true });
        setDay(first);
        setSupplierId(undefined);
        setEmergency(false);
        setTyped({});
      }}
      check={() => {
        if (lines.length) return true;
        notify.warning(t('order.noLines'));
        return false;
      }}
      save={(values) =>
        submitOrder({
          supplierId: values.supplierId,
          deliveryDate: values.deliveryDate,
          meal: values.meal ?? 0,
          emergency: Boolean(values.emergency),
          emergencyReason: values.emergency ? values.emergencyReason : undefined,
          remark: values.remark,
          submit: Boolean(values.submit),
          lines: lines.map((line) => ({ goodsCode: line.row.goodsCode, quantity: line.quantity, unitPrice: line.price })),
        })
      }
      success={(order) => t(order.status === 0 ? 'order.savedDraft' : 'order.sent', { no: order.orderNo })}
      onSaved={onSaved}
      onClose={onClose}
      formProps={{ layout: 'horizontal', labelCol: { span: 5 }, wrapperCol: { span: 19 } }}
    >
      <Form.Item label={t('field.deliveryDate')} field="deliveryDate" rules={[{ required: true, message: t('rule.deliveryDate') }]}>
        <DatePicker
          style={{ width: 200 }}
          disabledDate={(date) => date.format('YYYY-MM-DD') < today}
          onChange={(value: string) => {
            setDay(value);
            setTyped({});
          }}
          data-testid="order-date"
        />
      </Form.Item>
      <Form.Item label={t('field.meal')} field="meal">
        <Select style={{ width: 200 }} options={[0, ...MEALS].map((meal) => ({ label: t(`meal.${meal}`), value: meal }))} />
      </Form.Item>
      <Form.Item label={t('order.emergency')} field="emergency" triggerPropName="checked">
        <Switch
          onChange={(on: boolean) => {
            setEmergency(on);
            setTyped({});
          }}
          data-testid="order-emergency"
        />
      </Form.Item>
      {emergency ? (
        <Form.Item label={t('order.emergencyReason')} field="emergencyReason" rules={[{ required: true, message: t('rule.emergencyReason') }]}>
          <Input.TextArea maxLength={200} data-testid="order-emergency-reason" />
        </Form.Item>
      ) : null}
      <Form.Item label={t('field.supplier')} field="supplierId" rules={[{ required: true, message: t('rule.supplier') }]}>
        <Select
          loading={source.isLoading}
          placeholder={t('order.pickSupplier')}
          options={suppliers.map(([value, label]) => ({ value, label }))}
          onChange={(value: string) => {
            setSupplierId(value);
            setTyped({});
          }}
          data-testid="order-supplier"
        />
      </Form.Item>
      {source.error ? <Alert type="error" content={t('order.catalogueFailed')} /> : null}
      {!source.isLoading && !source.error && !suppliers.length ? (
        <Alert type="warning" content={t('order.nothingOrderable')} data-testid="order-nothing" style={{ marginBottom: 12 }} />
      ) : null}
      {supplierId ? (
        <Table
          rowKey="goodsCode"
          size="small"
          pagination={false}
          data={goods}
          scroll={{ y: 260 }}
          data-testid="order-goods"
          noDataElement={<span>{t('order.noGoods')}</span>}
          columns={[
            { title: t('field.goods'), dataIndex: 'goodsName', width: 140 },
            {
              title: t('field.unitPrice'),
              dataIndex: 'unitPrice',
              width: 150,
              render: (_: number, row: Orderable) =>
                emergency ? (
                  <InputNumber
                    size="small"
                    min={0.01}
                    precision={2}
                    value={priceOf(row)}
                    suffix={`/${displayUnit(row.baseUnit)}`}
                    onChange={(value) => type(row.goodsCode, 'price', value)}
                    aria-label={t('field.unitPrice')}
                  />
                ) : (
                  <span>
                    <Money fen={row.unitPrice} /> / {displayUnit(row.baseUnit)}
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
                  value={typed[code]?.quantity}
                  suffix={displayUnit(row.baseUnit)}
                  onChange={(value) => type(code, 'quantity', value)}
                  aria-label={`${row.goodsName} ${t('field.quantity')}`}
                  data-testid={`order-qty-${code}`}
                />
              ),
            },
            {
              title: t('field.amount'),
              dataIndex: 'validTo',
              width: 100,
              align: 'right',
              render: (_: string, row: Orderable) => {
                const quantity = fromDisplay(typed[row.goodsCode]?.quantity ?? 0, row.baseUnit);
                return quantity ? <Money fen={lineAmount(Math.round(priceOf(row) * 100), quantity, row.baseUnit)} /> : '—';
              },
            },
            { title: t('field.supplyPeriod'), dataIndex: 'validFrom', width: 190, render: (from: string, row: Orderable) => `${from} ~ ${row.validTo}` },
          ]}
        />
      ) : null}
      <p className="purchase-total" data-testid="order-total">
        {t('order.total', { count: lines.length })} <Money fen={total} />
      </p>
      <Form.Item label={t('field.remark')} field="remark">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item field="submit" triggerPropName="checked" wrapperCol={{ offset: 5 }}>
        <Checkbox data-testid="order-submit-now">{t('order.submitNow')}</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}

/** One row per goods: two awards may list the same goods from one supplier, the first (the latest award's) is taken. */
function dedupe(rows: Orderable[]): Orderable[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.goodsCode) && seen.add(row.goodsCode));
}
