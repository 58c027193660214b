import { Alert, Button, Form, Input, InputNumber, Select, Space, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/form-dialog/use-submit';
import { notify } from '../../../lib/notify';
import { fetchSuggestion, issueStock } from '../api';
import { MEALS, displayUnit, formatQty, fromDisplay, issueLines, toDisplay, precisionOf } from '../format';
import { useBatches } from '../hooks';
import type { Batch } from '../types';
import '../i18n';

interface Values {
  meal: number;
  purpose: string;
}
/** A batch to issue from, as suggested (first expiry first) and then edited. */
interface Pick {
  key: string;
  batchId: string;
  goodsName: string;
  baseUnit: string;
  expiryDate: string | null;
  onHand: number;
  quantity: number;
}

/**
 * 出库登记: by meal and purpose; for each goods and quantity asked, the batches first to expire first are suggested
 * (stock/suggest) and the shortfall told; each batch's quantity may be changed or removed before issuing.
 */
export function IssueDialog({ visible, onClose, onSaved }: { visible: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<Values>();
  const batches = useBatches();
  const [goodsCode, setGoodsCode] = useState<string>();
  const [wanted, setWanted] = useState<number>();
  const [picks, setPicks] = useState<Pick[]>([]);
  const [shortfall, setShortfall] = useState<string>('');
  const serial = useRef(0);
  const goods = [...new Map((batches.data ?? []).filter((row) => !row.expired).map((row) => [row.goodsCode, row] as const)).values()];
  const chosen = goods.find((row) => row.goodsCode === goodsCode);
  const byId = new Map((batches.data ?? []).map((row) => [row.id, row] as const));

  const suggest = useSubmit(
    async (item: Batch, quantity: number) => ({ item, quantity, suggestion: await fetchSuggestion(item.goodsCode, fromDisplay(quantity, item.baseUnit)) }),
    {
      onSaved: ({ item, suggestion }) => {
        setShortfall(suggestion.shortfall > 0 ? t('issue.shortfall', { goods: item.goodsName, quantity: formatQty(suggestion.shortfall, item.baseUnit) }) : '');
        setPicks((before) => [
          ...before,
          ...suggestion.allocations.map((line) => ({
            key: `${line.batchId}-${++serial.current}`,
            batchId: line.batchId,
            goodsName: item.goodsName,
            baseUnit: item.baseUnit,
            expiryDate: line.expiryDate,
            onHand: byId.get(line.batchId)?.onHand ?? line.quantity,
            quantity: line.quantity,
          })),
        ]);
        setGoodsCode(undefined);
        setWanted(undefined);
      },
    },
  );

  return (
    <FormDialog<Values>
      title={t('issue.title')}
      visible={visible}
      form={form}
      width={820}
      testId="issue-dialog"
      okTestId="issue-save"
      refusal="inline"
      refusalTestId="issue-refusal"
      onOpen={() => {
        setPicks([]);
        setShortfall('');
        setGoodsCode(undefined);
        setWanted(undefined);
      }}
      check={() => {
        if (issueLines(picks).length) return true;
        notify.warning(t('issue.noLines'));
        return false;
      }}
      save={(values) => issueStock({ meal: values.meal, purpose: values.purpose.trim(), lines: issueLines(picks) })}
      success={t('issue.saved')}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Space size="large" align="start">
        <Form.Item label={t('field.meal')} field="meal" rules={[{ required: true, message: t('rule.meal') }]}>
          <Select style={{ width: 140 }} options={MEALS.map((meal) => ({ label: t(`meal.${meal}`), value: meal }))} data-testid="issue-meal" />
        </Form.Item>
        <Form.Item label={t('field.purpose')} field="purpose" rules={[{ required: true, message: t('rule.purpose') }]}>
          <Input maxLength={100} style={{ width: 300 }} data-testid="issue-purpose" />
        </Form.Item>
      </Space>
      <Space align="end" style={{ marginBottom: 12 }} wrap>
        <Select
          style={{ width: 220 }}
          placeholder={t('issue.pickGoods')}
          loading={batches.isLoading}
          value={goodsCode}
          onChange={(value: string) => setGoodsCode(value)}
          options={goods.map((row) => ({ label: row.goodsName, value: row.goodsCode }))}
          aria-label={t('field.goods')}
          data-testid="issue-goods"
        />
        <InputNumber
          style={{ width: 160 }}
          min={0.001}
          precision={chosen ? precisionOf(chosen.baseUnit) : 3}
          value={wanted}
          onChange={setWanted}
          suffix={chosen ? displayUnit(chosen.baseUnit) : undefined}
          placeholder={t('field.quantity')}
          aria-label={t('field.quantity')}
          data-testid="issue-quantity"
        />
        <Button
          type="outline"
          disabled={!chosen || !wanted}
          loading={suggest.saving}
          onClick={() => void suggest.submit(chosen!, wanted!)}
          data-testid="issue-suggest"
        >
          {t('issue.suggest')}
        </Button>
      </Space>
      {shortfall ? <Alert type="warning" content={shortfall} style={{ marginBottom: 12 }} data-testid="issue-shortfall" /> : null}
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        data={picks}
        data-testid="issue-lines"
        noDataElement={<span>{t('issue.hint')}</span>}
        columns={[
          { title: t('field.goods'), dataIndex: 'goodsName', width: 120 },
          { title: t('field.batch'), dataIndex: 'batchId', width: 90 },
          { title: t('field.expiryDate'), dataIndex: 'expiryDate', width: 110 },
          { title: t('field.onHand'), dataIndex: 'onHand', width: 100, render: (q: number, row: Pick) => formatQty(q, row.baseUnit) },
          {
            title: t('field.quantity'),
            dataIndex: 'quantity',
            width: 160,
            render: (q: number, row: Pick) => (
              <InputNumber
                size="small"
                min={0}
                max={toDisplay(row.onHand, row.baseUnit)}
                precision={precisionOf(row.baseUnit)}
                value={toDisplay(q, row.baseUnit)}
                suffix={displayUnit(row.baseUnit)}
                onChange={(value) =>
                  setPicks((before) => before.map((pick) => (pick.key === row.key ? { ...pick, quantity: fromDisplay(value ?? 0, pick.baseUnit) } : pick)))
                }
                aria-label={`${row.goodsName} ${t('field.quantity')}`}
                data-testid={`issue-line-${row.batchId}`}
              />
            ),
          },
          {
            title: t('actions'),
            dataIndex: 'key',
            width: 70,
            render: (key: string) => (
              <Button type="text" size="mini" status="danger" onClick={() => setPicks((before) => before.filter((pick) => pick.key !== key))}>
                {t('remove')}
              </Button>
            ),
          },
        ]}
      />
    </FormDialog>
  );
}
