import { DatePicker, Form, Input, InputNumber, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { fenOf } from '../../../lib/money';
import { submitQuote } from '../api';
import { useQuoteOptions } from '../hooks';
import { quoteProblem } from '../logic';
import '../i18n';

interface Values {
  schoolId: string;
  goodsCode: string;
  /** yuan per kg, L or 个, two decimals */
  price: number;
  period: [string, string];
  remark?: string;
}

const unitOf = (baseUnit: string) => (baseUnit === 'g' ? 'kg' : baseUnit === 'ml' ? 'L' : baseUnit);

/**
 * 新增报价: goods outside every catalogue priced for one school the supplier is bound to, for a period; the school
 * approves it before its canteens can order it. The period is checked here as the server checks it; goods of the
 * award and overlapping periods are the server's refusals, shown in the dialog.
 */
export function QuoteDialog({ visible, today, onClose, onSaved }: { visible: boolean; today: string; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('sales');
  const [form] = Form.useForm<Values>();
  const options = useQuoteOptions(visible);
  const goodsCode = Form.useWatch('goodsCode', form) as string | undefined;
  const goods = options.data?.goods.find((row) => row.code === goodsCode);
  return (
    <FormDialog<Values>
      title={t('quote.add')}
      visible={visible}
      form={form}
      width={560}
      testId="sales-quote-dialog"
      okTestId="sales-quote-save"
      refusal="inline"
      save={(values) =>
        submitQuote({
          schoolId: values.schoolId,
          goodsCode: values.goodsCode,
          unitPrice: fenOf(values.price),
          validFrom: values.period[0],
          validTo: values.period[1],
          remark: (values.remark ?? '').trim(),
        })
      }
      success={t('quote.saved')}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Form.Item label={t('field.school')} field="schoolId" rules={[{ required: true, message: t('quote.rule.school') }]}>
        <Select
          showSearch
          loading={options.isLoading}
          placeholder={options.error ? t('quote.optionsFailed') : undefined}
          notFoundContent={t('quote.noSchools')}
          options={(options.data?.schools ?? []).map((row) => ({ value: row.id, label: row.name }))}
          data-testid="sales-quote-school"
        />
      </Form.Item>
      <Form.Item label={t('field.goods')} field="goodsCode" rules={[{ required: true, message: t('quote.rule.goods') }]}>
        <Select
          showSearch
          loading={options.isLoading}
          options={(options.data?.goods ?? []).map((row) => ({ value: row.code, label: `${row.name}（${row.code}）` }))}
          data-testid="sales-quote-goods"
        />
      </Form.Item>
      <Form.Item
        label={`${t('quote.price')}${goods ? `（${t('quote.perUnit', { unit: unitOf(goods.baseUnit) })}）` : ''}`}
        field="price"
        rules={[{ required: true, message: t('quote.rule.price') }]}
      >
        <InputNumber min={0.01} max={99999.99} precision={2} data-testid="sales-quote-price" />
      </Form.Item>
      <Form.Item
        label={t('quote.period')}
        field="period"
        rules={[
          {
            required: true,
            validator: (value: [string, string] | undefined, callback) => {
              if (!value?.[0] || !value[1]) return callback(t('quote.rule.period'));
              const problem = quoteProblem({ validFrom: value[0], validTo: value[1] }, today);
              callback(problem ? t(`quote.rule.${problem}`) : undefined);
            },
          },
        ]}
      >
        <DatePicker.RangePicker style={{ width: '100%' }} data-testid="sales-quote-period" />
      </Form.Item>
      <Form.Item label={t('quote.remark')} field="remark">
        <Input.TextArea maxLength={200} showWordLimit data-testid="sales-quote-remark" />
      </Form.Item>
      <p className="sales-note">{t('quote.hint')}</p>
    </FormDialog>
  );
}
