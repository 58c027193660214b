import { Form, Input, InputNumber, Select, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { notify } from '../../../lib/notify';
import { openStocktake, submitStocktake } from '../api';
import { displayUnit, formatQty, fromDisplay, toDisplay, precisionOf } from '../format';
import { useBatches } from '../hooks';
import type { Batch, Stocktake } from '../types';
import '../i18n';

/** 新建盘点: the goods to count; until it is submitted no other movement of them. */
export function OpenStocktakeDialog({ visible, onClose, onOpened }: { visible: boolean; onClose: () => void; onOpened: (take: Stocktake) => void }) {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<{ goodsCodes: string[] }>();
  const batches = useBatches();
  const goods = [...new Map((batches.data ?? []).map((row) => [row.goodsCode, row.goodsName] as const)).entries()];
  return (
    <FormDialog<{ goodsCodes: string[] }, Stocktake>
      title={t('check.open')}
      visible={visible}
      form={form}
      width={520}
      testId="stocktake-open-dialog"
      okTestId="stocktake-open-save"
      refusal="inline"
      save={(values) => openStocktake(values.goodsCodes)}
      success={t('check.opened')}
      onSaved={onOpened}
      onClose={onClose}
    >
      <Form.Item label={t('check.goods')} field="goodsCodes" rules={[{ required: true, message: t('rule.stocktakeGoods') }]} extra={t('check.openHint')}>
        <Select mode="multiple" loading={batches.isLoading} options={goods.map(([value, label]) => ({ value, label }))} data-testid="stocktake-goods" />
      </Form.Item>
    </FormDialog>
  );
}

/** The lines a stock-take counts: the batches on hand of its goods, as the server listed them when it opened. */
export function countLines(goodsCodes: string[], batches: Batch[]): (Stocktake['lines'][number] & { baseUnit: string })[] {
  return batches
    .filter((row) => goodsCodes.includes(row.goodsCode))
    .map((row) => ({ batchId: row.id, goodsName: row.goodsName, bookQty: row.onHand, baseUnit: row.baseUnit }));
}

/** 盘点: the counter's name and each batch's counted quantity (the book's to start with); differences become 盘盈 / 盘亏. */
export function CountDialog({ take, onClose, onSaved }: { take: { id: string; goodsCodes: string[] } | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<{ counter: string }>();
  const batches = useBatches();
  const lines = take ? countLines(take.goodsCodes, batches.data ?? []) : [];
  const [counted, setCounted] = useState<Record<string, number>>({});
  const countOf = (line: (typeof lines)[number]) => counted[line.batchId] ?? line.bookQty;
  return (
    <FormDialog<{ counter: string }>
      title={t('check.count')}
      visible={take !== null}
      form={form}
      width={760}
      testId="stocktake-count-dialog"
      okTestId="stocktake-count-save"
      refusal="inline"
      onOpen={() => setCounted({})}
      check={() => {
        if (lines.length) return true;
        notify.warning(t('check.nothingToCount'));
        return false;
      }}
      save={(values) =>
        submitStocktake({ id: take!.id, counter: values.counter.trim(), counts: lines.map((line) => ({ batchId: line.batchId, countedQty: countOf(line) })) })
      }
      success={t('check.submitted')}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Form.Item label={t('field.counter')} field="counter" rules={[{ required: true, message: t('rule.counter') }]}>
        <Input maxLength={30} style={{ width: 240 }} data-testid="stocktake-counter" />
      </Form.Item>
      <Table
        rowKey="batchId"
        size="small"
        pagination={false}
        loading={batches.isLoading}
        data={lines}
        data-testid="stocktake-lines"
        noDataElement={<span>{t('check.nothingToCount')}</span>}
        columns={[
          { title: t('field.goods'), dataIndex: 'goodsName', width: 120 },
          { title: t('field.batch'), dataIndex: 'batchId', width: 90 },
          { title: t('check.book'), dataIndex: 'bookQty', width: 110, render: (q: number, line) => formatQty(q, line.baseUnit) },
          {
            title: t('check.counted'),
            dataIndex: 'batchId',
            width: 170,
            render: (batchId: string, line) => (
              <InputNumber
                size="small"
                min={0}
                precision={precisionOf(line.baseUnit)}
                value={toDisplay(countOf(line), line.baseUnit)}
                suffix={displayUnit(line.baseUnit)}
                onChange={(value) => setCounted((before) => ({ ...before, [batchId]: fromDisplay(value ?? 0, line.baseUnit) }))}
                aria-label={`${line.goodsName} ${t('check.counted')}`}
                data-testid={`stocktake-count-${batchId}`}
              />
            ),
          },
          {
            title: t('check.difference'),
            dataIndex: 'goodsName',
            width: 120,
            render: (_: string, line) => {
              const change = countOf(line) - line.bookQty;
              if (!change) return '—';
              return (
                <Tag size="small" color={change > 0 ? 'green' : 'red'}>
                  {t(change > 0 ? 'movement.4' : 'movement.5')} {formatQty(Math.abs(change), line.baseUnit)}
                </Tag>
              );
            },
          },
        ]}
      />
    </FormDialog>
  );
}
