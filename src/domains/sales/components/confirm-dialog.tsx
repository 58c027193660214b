import { Alert, Form, Input, Radio, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { formatYuan } from '../../../lib/money';
import { confirmOrder } from '../api';
import { checkConfirmation, formatQuantity, parseQuantity, PIECE_UNITS } from '../logic';
import type { SalesOrderDetail, SalesOrderLine } from '../types';
import '../i18n';

interface Props {
  order: SalesOrderDetail | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The typed quantity of a line as shown (kg / L with up to 3 decimals, or 个). */
const shown = (line: SalesOrderLine) => formatQuantity(line.quantity, line.baseUnit).split(' ')[0]!;

/**
 * 确认订单: in full, or in part with the quantity the supplier can deliver per line (0 for a line it will not supply),
 * checked here as the server checks it — never above the order's, not all zero — with the confirmed amount.
 */
export function ConfirmDialog({ order, onClose, onSaved }: Props) {
  const { t } = useTranslation('sales');
  const [form] = Form.useForm();
  const [partial, setPartial] = useState(false);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const lines = order?.lines ?? [];
  const quantities = Object.fromEntries(lines.map((line) => [line.id, parseQuantity(typed[line.id] ?? shown(line), line.baseUnit)]));
  const check = checkConfirmation(lines, partial ? quantities : {});
  return (
    <FormDialog
      title={order ? `${t('order.confirm')} · ${order.orderNo}` : t('order.confirm')}
      visible={Boolean(order)}
      form={form}
      width={760}
      onOpen={() => {
        setPartial(false);
        setTyped({});
      }}
      check={() => check.ok}
      save={() => confirmOrder(order!.id, partial && check.ok ? check.lines : undefined)}
      success={t('order.confirmed')}
      refusal="inline"
      onSaved={onSaved}
      onClose={onClose}
      okText={t('order.confirm')}
      okDisabled={!check.ok}
      okTestId="sales-confirm-ok"
      testId="sales-confirm-dialog"
    >
      <Form.Item>
        <Radio.Group
          type="button"
          value={partial ? 'partial' : 'whole'}
          onChange={(value: string) => setPartial(value === 'partial')}
          options={[
            { label: t('order.whole'), value: 'whole' },
            { label: t('order.partial'), value: 'partial' },
          ]}
          data-testid="sales-confirm-mode"
        />
      </Form.Item>
      <Table<SalesOrderLine>
        rowKey="id"
        data={lines}
        pagination={false}
        columns={[
          { title: t('field.goods'), dataIndex: 'goodsName' },
          {
            title: t('field.quantity'),
            dataIndex: 'quantity',
            width: 120,
            align: 'right',
            render: (value: number, line) => formatQuantity(value, line.baseUnit),
          },
          {
            title: t('field.confirmedQty'),
            dataIndex: 'id',
            width: 180,
            render: (_: string, line) =>
              partial ? (
                <Input
                  aria-label={`${t('field.confirmedQty')} ${line.goodsName}`}
                  value={typed[line.id] ?? shown(line)}
                  onChange={(value) => setTyped({ ...typed, [line.id]: value })}
                  suffix={PIECE_UNITS.has(line.baseUnit) ? line.baseUnit : line.baseUnit === 'ml' ? 'L' : 'kg'}
                  status={Number.isNaN(quantities[line.id]) || (quantities[line.id] ?? 0) > line.quantity ? 'error' : undefined}
                  data-testid={`sales-confirm-qty-${line.id}`}
                />
              ) : (
                formatQuantity(line.quantity, line.baseUnit)
              ),
          },
        ]}
      />
      {check.ok ? (
        <p className="sales-total" data-testid="sales-confirm-total">
          {t('order.total', { amount: formatYuan(check.amount) })}
        </p>
      ) : (
        <Alert type="warning" content={t(`order.${check.error}`)} data-testid="sales-confirm-problem" />
      )}
    </FormDialog>
  );
}
