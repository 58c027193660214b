import { Alert, DatePicker, Form, Input, InputNumber, Radio, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { FormDialog } from '../../../components/form-dialog';
import { StatusPanel } from '../../../components/status-panel';
import { fetchDelivery, fetchOrder, submitAcceptance } from '../api';
import { DECISION, STORAGE, displayUnit, fromDisplay, toDisplay, precisionOf } from '../format';
import { purchaseKeys } from '../queries';
import type { Acceptance, AcceptanceLineValues, OrderLine } from '../types';
import { CertificateField, type CertificateValue } from './certificate-field';
import { Qty } from './common';
import '../i18n';

interface LineForm {
  receivedQty: number;
  acceptedQty?: number;
  temperature?: number;
  productionDate?: string;
  expiryDate?: string;
  decision: number;
  reason?: string;
}
interface Values {
  receiver: string;
  witness: string;
  lines: Record<string, LineForm>;
}

/** A line's key in the form (a letter first: a numeric path segment would make an array). */
const keyOf = (line: OrderLine) => `l${line.id}`;

/** The lines still to inspect: confirmed for some quantity and not inspected yet. */
export const toInspect = (lines: OrderLine[]) => lines.filter((line) => !line.accepted && (line.confirmedQty ?? 0) > 0);

/** A line's form as the API takes it: quantities in the base unit, the certificates chosen on the one file. */
export function acceptanceLine(line: OrderLine, typed: LineForm, certificate: CertificateValue): AcceptanceLineValues {
  const receivedQty = fromDisplay(typed.receivedQty ?? 0, line.baseUnit);
  return {
    lineId: line.id,
    receivedQty,
    ...(typed.decision === DECISION.partly ? { acceptedQty: fromDisplay(typed.acceptedQty ?? 0, line.baseUnit) } : {}),
    temperature: typed.temperature ?? null,
    productionDate: typed.productionDate || null,
    expiryDate: typed.expiryDate || null,
    decision: typed.decision,
    ...(typed.reason?.trim() ? { reason: typed.reason.trim() } : {}),
    certificates: certificate.fileId ? certificate.kinds.map((kind) => ({ kind, fileId: certificate.fileId! })) : [],
  };
}

/**
 * 验收登记 of a delivered order, line by line: the quantity received, the arrival temperature of chilled and frozen
 * goods (the delivery's last cold-chain reading beside it), the batch's production date and expiry, its certificates,
 * the decision 合格 / 部分合格 / 拒收 with its reason; the receiver and a witness. The server's refusal (温度超标,
 * 缺少检疫证明…) is shown in place, nothing saved.
 */
export function AcceptanceDialog({ orderId, onClose, onSaved }: { orderId: string | null; onClose: () => void; onSaved: (saved: Acceptance[]) => void }) {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<Values>();
  const order = useSWR(orderId ? purchaseKeys.order(orderId) : null, () => fetchOrder(orderId!));
  const deliveryId = order.data?.deliveryId;
  const delivery = useSWR(deliveryId ? purchaseKeys.delivery(deliveryId) : null, () => fetchDelivery(deliveryId!));
  const [certificates, setCertificates] = useState<Record<string, CertificateValue>>({});
  const lines = toInspect(order.data?.lines ?? []);
  const lastReading = delivery.data?.readings.at(-1);
  const decisions = Form.useWatch('lines', form) as Values['lines'] | undefined;

  // each line starts 合格 with the confirmed quantity received, once the order is there (after the dialog's own reset)
  const loaded = orderId !== null ? order.data : undefined;
  useEffect(() => {
    if (!loaded) return;
    form.setFieldsValue({
      lines: Object.fromEntries(
        toInspect(loaded.lines).map((line) => [keyOf(line), { receivedQty: toDisplay(line.confirmedQty ?? 0, line.baseUnit), decision: DECISION.pass }]),
      ),
    });
  }, [form, loaded]);

  return (
    <FormDialog<Values, Acceptance[]>
      title={order.data ? t('acceptance.titleOf', { no: order.data.orderNo, supplier: order.data.supplierName }) : t('acceptance.title')}
      visible={orderId !== null}
      form={form}
      width={900}
      testId="acceptance-dialog"
      okTestId="acceptance-save"
      refusal="inline"
      refusalTestId="acceptance-refusal"
      okDisabled={!lines.length}
      onOpen={() => setCertificates({})}
      save={(values) =>
        submitAcceptance({
          orderId: orderId!,
          receiver: values.receiver.trim(),
          witness: values.witness.trim(),
          lines: lines.map((line) => acceptanceLine(line, values.lines[keyOf(line)]!, certificates[line.id] ?? { kinds: [] })),
        })
      }
      success={t('acceptance.saved')}
      onSaved={onSaved}
      onClose={onClose}
      intro={
        lastReading ? (
          <Alert
            type="info"
            style={{ marginBottom: 12 }}
            content={t('acceptance.reading', { plate: delivery.data!.plate, temperature: lastReading.temperature, time: lastReading.readTime })}
            data-testid="acceptance-reading"
          />
        ) : null
      }
    >
      {order.isLoading ? <Spin tip={t('loading')} /> : null}
      {order.error ? (
        <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('retry')} onAction={() => void order.mutate()} error={order.error} />
      ) : null}
      {order.data && !lines.length ? <Alert type="success" content={t('acceptance.nothingLeft')} /> : null}
      {lines.map((line) => {
        const decision = decisions?.[keyOf(line)]?.decision ?? DECISION.pass;
        const cold = line.storageClass !== STORAGE.ambient;
        const unit = displayUnit(line.baseUnit);
        const precision = precisionOf(line.baseUnit);
        return (
          <fieldset key={line.id} className="purchase-line" data-testid={`acceptance-line-${line.goodsCode}`}>
            <legend className="purchase-line-title">
              {line.goodsName} · {t('field.confirmedQty')} <Qty quantity={line.confirmedQty} baseUnit={line.baseUnit} /> · {t(`storage.${line.storageClass}`)}
            </legend>
            <Form.Item label={t('acceptance.decision')} field={`lines.${keyOf(line)}.decision`} rules={[{ required: true }]}>
              <Radio.Group
                type="button"
                options={[1, 2, 3].map((value) => ({ label: t(`decision.${value}`), value }))}
                data-testid={`acceptance-decision-${line.goodsCode}`}
              />
            </Form.Item>
            <Form.Item
              label={`${t('field.receivedQty')}（${unit}）`}
              field={`lines.${keyOf(line)}.receivedQty`}
              rules={[{ required: true, message: t('rule.receivedQty') }]}
            >
              <InputNumber min={0} max={toDisplay(line.confirmedQty ?? 0, line.baseUnit)} precision={precision} style={{ width: 180 }} />
            </Form.Item>
            {decision === DECISION.partly ? (
              <Form.Item
                label={`${t('field.acceptedQty')}（${unit}）`}
                field={`lines.${keyOf(line)}.acceptedQty`}
                rules={[{ required: true, message: t('rule.acceptedQty') }]}
              >
                <InputNumber min={0} precision={precision} style={{ width: 180 }} />
              </Form.Item>
            ) : null}
            {cold ? (
              <Form.Item
                label={t('field.temperature')}
                field={`lines.${keyOf(line)}.temperature`}
                rules={decision === DECISION.refuse ? [] : [{ required: true, message: t('rule.temperature') }]}
              >
                <InputNumber precision={1} min={-60} max={60} suffix="°C" style={{ width: 180 }} data-testid={`acceptance-temp-${line.goodsCode}`} />
              </Form.Item>
            ) : null}
            {decision !== DECISION.refuse ? (
              <>
                <Form.Item
                  label={t('field.productionDate')}
                  field={`lines.${keyOf(line)}.productionDate`}
                  rules={[{ required: true, message: t('rule.productionDate') }]}
                >
                  <DatePicker style={{ width: 180 }} data-testid={`acceptance-production-${line.goodsCode}`} />
                </Form.Item>
                <Form.Item label={t('field.expiryDate')} field={`lines.${keyOf(line)}.expiryDate`} extra={t('acceptance.expiryHint')}>
                  <DatePicker style={{ width: 180 }} />
                </Form.Item>
                <Form.Item label={t('acceptance.certificates')}>
                  <CertificateField
                    id={line.goodsCode}
                    value={certificates[line.id] ?? { kinds: [] }}
                    onChange={(value) => setCertificates((before) => ({ ...before, [line.id]: value }))}
                  />
                </Form.Item>
              </>
            ) : null}
            {decision !== DECISION.pass ? (
              <Form.Item label={t('field.reason')} field={`lines.${keyOf(line)}.reason`} rules={[{ required: true, message: t('rule.reason') }]}>
                <Input maxLength={200} data-testid={`acceptance-reason-${line.goodsCode}`} />
              </Form.Item>
            ) : null}
          </fieldset>
        );
      })}
      <Form.Item label={t('field.receiver')} field="receiver" rules={[{ required: true, message: t('rule.receiver') }]}>
        <Input maxLength={30} style={{ width: 240 }} data-testid="acceptance-receiver" />
      </Form.Item>
      <Form.Item label={t('field.witness')} field="witness" rules={[{ required: true, message: t('rule.witness') }]}>
        <Input maxLength={30} style={{ width: 240 }} data-testid="acceptance-witness" />
      </Form.Item>
    </FormDialog>
  );
}
