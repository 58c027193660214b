import { DatePicker, Form, Input, InputNumber, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { fenOf } from '../../../lib/money';
import { recordOpening } from '../api';
import { displayUnit, fromDisplay, openingCheck, precisionOf } from '../format';
import { useToday } from '../../../lib/server-clock';
import { useStockGoods, useWarehouses } from '../hooks';
import '../i18n';

interface Values {
  goodsCode: string;
  /** in kg, L or 个 */
  quantity: number;
  /** yuan per kg, L or 个 */
  price: number;
  productionDate?: string;
  expiryDate?: string;
  reason: string;
  warehouseId?: string;
}

/**
 * 期初入库: goods the canteen already holds, recorded as a batch (marked 期初) with its 入库 movement — the goods, the
 * quantity in kg / L / 个, the unit price, the batch's dates (the expiry from the production date and shelf life when
 * none is typed), the warehouse (its storage class's default when none is chosen) and the reason. Expired goods are
 * refused here as the server refuses them.
 */
export function OpeningDialog({ visible, onClose, onSaved }: { visible: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<Values>();
  const today = useToday();
  const goods = useStockGoods(visible);
  const warehouses = useWarehouses(visible);
  const goodsCode = Form.useWatch('goodsCode', form) as string | undefined;
  const productionDate = Form.useWatch('productionDate', form) as string | undefined;
  const expiryDate = Form.useWatch('expiryDate', form) as string | undefined;
  const chosen = goods.data?.find((row) => row.code === goodsCode);
  const check = openingCheck({ productionDate, expiryDate }, chosen?.shelfLifeDays, today);
  const unit = chosen ? displayUnit(chosen.baseUnit) : '';
  // the warehouses that may keep the chosen goods: enabled, of its storage class
  const storageClass = chosen?.storageClass;
  const stores = useMemo(
    () => (warehouses.data ?? []).filter((row) => row.enabled && (storageClass === undefined || row.storageClass === storageClass)),
    [warehouses.data, storageClass],
  );
  const warehouseId = Form.useWatch('warehouseId', form) as string | undefined;
  // other goods chosen: a warehouse that cannot keep them is no longer chosen
  useEffect(() => {
    if (warehouseId && !stores.some((row) => row.id === warehouseId)) form.setFieldValue('warehouseId', undefined);
  }, [warehouseId, stores, form]);
  return (
    <FormDialog<Values>
      title={t('opening.title')}
      visible={visible}
      form={form}
      width={560}
      testId="opening-dialog"
      okTestId="opening-save"
      refusal="inline"
      save={(values) =>
        recordOpening({
          goodsCode: values.goodsCode,
          quantity: fromDisplay(values.quantity, chosen!.baseUnit),
          unitPrice: fenOf(values.price),
          productionDate: values.productionDate || null,
          expiryDate: values.expiryDate || null,
          reason: values.reason.trim(),
          ...(values.warehouseId ? { warehouseId: values.warehouseId } : {}),
        })
      }
      success={t('opening.saved')}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Form.Item label={t('field.goods')} field="goodsCode" rules={[{ required: true, message: t('opening.rule.goods') }]}>
        <Select
          showSearch
          loading={goods.isLoading}
          placeholder={goods.error ? t('opening.goodsFailed') : undefined}
          options={(goods.data ?? []).map((row) => ({ value: row.code, label: `${row.name}（${row.code}）` }))}
          data-testid="opening-goods"
        />
      </Form.Item>
      <Form.Item label={`${t('field.quantity')}${unit ? `（${unit}）` : ''}`} field="quantity" rules={[{ required: true, message: t('rule.quantity') }]}>
        <InputNumber
          min={chosen ? 1 / 10 ** precisionOf(chosen.baseUnit) : 0.001}
          precision={chosen ? precisionOf(chosen.baseUnit) : 3}
          data-testid="opening-quantity"
        />
      </Form.Item>
      <Form.Item
        label={`${t('field.unitPrice')}${unit ? `（${t('opening.perUnit', { unit })}）` : ''}`}
        field="price"
        rules={[{ required: true, message: t('opening.rule.price') }]}
      >
        <InputNumber min={0} max={99999.99} precision={2} data-testid="opening-price" />
      </Form.Item>
      <Form.Item label={t('field.productionDate')} field="productionDate">
        <DatePicker style={{ width: '100%' }} disabledDate={(date) => date.format('YYYY-MM-DD') > today} data-testid="opening-production" />
      </Form.Item>
      <Form.Item
        label={t('field.expiryDate')}
        field="expiryDate"
        extra={!expiryDate && check.expiry ? t('opening.expiryFromShelfLife', { day: check.expiry }) : undefined}
        rules={[
          {
            validator: (_value: unknown, callback) => callback(check.problem ? t(`opening.rule.${check.problem}`) : undefined),
          },
        ]}
      >
        <DatePicker style={{ width: '100%' }} data-testid="opening-expiry" />
      </Form.Item>
      <Form.Item label={t('field.warehouse')} field="warehouseId">
        <Select
          allowClear
          loading={warehouses.isLoading}
          placeholder={t('opening.warehouseDefault')}
          options={stores.map((row) => ({ value: row.id, label: row.name }))}
          data-testid="opening-warehouse"
        />
      </Form.Item>
      <Form.Item
        label={t('field.reason')}
        field="reason"
        rules={[{ required: true, validator: (value: string | undefined, callback) => callback(value?.trim() ? undefined : t('opening.rule.reason')) }]}
      >
        <Input.TextArea maxLength={200} showWordLimit placeholder={t('opening.reasonHint')} data-testid="opening-reason" />
      </Form.Item>
    </FormDialog>
  );
}
