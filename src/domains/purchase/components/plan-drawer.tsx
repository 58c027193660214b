import { Alert, DatePicker, Descriptions, Drawer, Form, Select, Spin, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { FormDialog } from '../../../components/form-dialog';
import { StatusPanel } from '../../../components/status-panel';
import { fetchPlan, orderFromPlan } from '../api';
import { MEALS, PLAN, PLAN_COLOR, displayUnit } from '../format';
import { purchaseKeys } from '../queries';
import type { Order, PlanLine } from '../types';
import { Money, OrderStatusTag, Qty } from './common';
import '../i18n';

/** The plan's state, in its colour. */
export function PlanStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('purchase');
  return (
    <Tag size="small" color={PLAN_COLOR[status]} data-testid="plan-status">
      {t(`plan.status.${status}`)}
    </Tag>
  );
}

/** 计划详情: the plan, its lines with the order each is in, the school's review and the orders generated from it. */
export function PlanDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('purchase');
  const plan = useSWR(id ? purchaseKeys.plan(id) : null, () => fetchPlan(id!));
  const data = plan.data;
  return (
    <Drawer
      width={820}
      visible={id !== null}
      title={data ? `${t('plan.detail')} ${data.planNo}` : t('plan.detail')}
      footer={null}
      onCancel={onClose}
      unmountOnExit
    >
      <div data-testid="plan-drawer">
        {plan.isLoading ? <Spin tip={t('loading')} /> : null}
        {plan.error ? (
          <StatusPanel kind="error" title={t('plan.loadFailed')} actionLabel={t('retry')} onAction={() => void plan.mutate()} error={plan.error} />
        ) : null}
        {data ? (
          <>
            {data.status === PLAN.returned ? (
              <Alert type="warning" title={t('plan.returnReason')} content={data.returnReason} data-testid="plan-return-reason" style={{ marginBottom: 12 }} />
            ) : null}
            {data.status === PLAN.voided ? <Alert type="info" title={t('plan.voidReason')} content={data.voidReason} style={{ marginBottom: 12 }} /> : null}
            <Descriptions
              column={2}
              size="small"
              data={[
                { label: t('plan.planNo'), value: data.planNo },
                { label: t('field.status'), value: <PlanStatusTag status={data.status} /> },
                { label: t('field.canteen'), value: data.canteenName },
                { label: t('plan.periodKind'), value: t(`plan.kind.${data.periodKind}`) },
                { label: t('plan.period'), value: `${data.periodStart} ~ ${data.periodEnd}` },
                { label: t('field.totalAmount'), value: <Money fen={data.totalAmount} /> },
                { label: t('plan.submitTime'), value: data.submitTime ?? '—' },
                { label: t('plan.reviewer'), value: data.reviewerName ? `${data.reviewerName} · ${data.reviewTime ?? ''}` : '—' },
                { label: t('field.remark'), value: data.remark || '—' },
              ]}
            />
            <h4 className="purchase-subtitle">{t('plan.lines')}</h4>
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              data={data.lines}
              data-testid="plan-lines"
              columns={[
                { title: t('field.supplier'), dataIndex: 'supplierName', width: 170, ellipsis: true },
                { title: t('field.goods'), dataIndex: 'goodsName', width: 120 },
                {
                  title: t('field.unitPrice'),
                  dataIndex: 'unitPrice',
                  width: 120,
                  render: (price: number, row: PlanLine) => (
                    <span>
                      <Money fen={price} /> / {displayUnit(row.baseUnit)}
                    </span>
                  ),
                },
                {
                  title: t('field.quantity'),
                  dataIndex: 'quantity',
                  width: 110,
                  render: (quantity: number, row: PlanLine) => <Qty quantity={quantity} baseUnit={row.baseUnit} />,
                },
                { title: t('field.amount'), dataIndex: 'amount', width: 100, align: 'right', render: (fen: number) => <Money fen={fen} /> },
                {
                  title: t('plan.orderedTag'),
                  dataIndex: 'orderNo',
                  width: 170,
                  render: (orderNo: string | null) =>
                    orderNo ? (
                      <Tag size="small" color="green" data-testid="plan-line-ordered">
                        {orderNo}
                      </Tag>
                    ) : (
                      <span>{t('plan.notOrdered')}</span>
                    ),
                },
              ]}
            />
            <h4 className="purchase-subtitle">{t('plan.orders')}</h4>
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              data={data.orders}
              data-testid="plan-orders"
              noDataElement={<span>{t('plan.noOrders')}</span>}
              columns={[
                { title: t('field.orderNo'), dataIndex: 'orderNo', width: 170 },
                { title: t('field.supplier'), dataIndex: 'supplierName', width: 180 },
                { title: t('field.deliveryDate'), dataIndex: 'deliveryDate', width: 110 },
                { title: t('field.status'), dataIndex: 'status', width: 120, render: (status: number) => <OrderStatusTag status={status} /> },
              ]}
            />
          </>
        ) : null}
      </div>
    </Drawer>
  );
}

/** 生成订单: the delivery date (within the plan's period, today or later) and meal of the draft orders generated. */
export function PlanOrderDialog({
  plan,
  today,
  onClose,
  onSaved,
}: {
  plan: { id: string; periodStart: string; periodEnd: string } | null;
  today: string;
  onClose: () => void;
  onSaved: (orders: Order[]) => void;
}) {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<{ deliveryDate: string; meal: number }>();
  const first = plan ? (plan.periodStart > today ? plan.periodStart : today) : today;
  return (
    <FormDialog<{ deliveryDate: string; meal: number }, Order[]>
      title={t('plan.order')}
      visible={plan !== null}
      form={form}
      width={520}
      testId="plan-order-dialog"
      okTestId="plan-order-save"
      refusal="inline"
      refusalTestId="plan-order-refusal"
      onOpen={() => form.setFieldsValue({ deliveryDate: first, meal: 0 })}
      save={(values) => orderFromPlan({ id: plan!.id, deliveryDate: values.deliveryDate, meal: values.meal ?? 0 })}
      success={(orders) => t('plan.orderedDone', { count: orders.length })}
      onSaved={onSaved}
      onClose={onClose}
    >
      <p>{t('plan.orderHint')}</p>
      <Form.Item label={t('field.deliveryDate')} field="deliveryDate" rules={[{ required: true, message: t('rule.deliveryDate') }]}>
        <DatePicker
          style={{ width: 200 }}
          disabledDate={(date) => {
            const day = date.format('YYYY-MM-DD');
            return !plan || day < today || day < plan.periodStart || day > plan.periodEnd;
          }}
          data-testid="plan-order-date"
        />
      </Form.Item>
      <Form.Item label={t('field.meal')} field="meal">
        <Select style={{ width: 200 }} options={[0, ...MEALS].map((meal) => ({ label: t(`meal.${meal}`), value: meal }))} />
      </Form.Item>
    </FormDialog>
  );
}
