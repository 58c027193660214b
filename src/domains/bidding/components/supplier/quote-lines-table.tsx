import { Empty, Input, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useTranslation } from 'react-i18next';
import type { QuoteLine } from '../../types';
import '../../pages/supplier/i18n';
import { money } from './format';
import { amountCents, parsePrice, type QuoteDraft } from './quote-rules';

interface Props {
  lines: QuoteLine[];
  drafts: Record<string, QuoteDraft>;
  onChange: (qingdanId: string, change: Partial<QuoteDraft>) => void;
  /** The supplier's last price of each goods code. */
  hints: Map<string, number>;
  readOnly: boolean;
}

/** The tender's lines with the supplier's 单价, 品牌, 产地; amounts live, a price above the cap warned of. */
export function QuoteLinesTable({ lines, drafts, onChange, hints, readOnly }: Props) {
  const { t } = useTranslation('bidding-supplier');
  const priceCell = (line: QuoteLine) => {
    const draft = drafts[line.qingdanId];
    const price = parsePrice(draft?.unitPrice ?? '');
    const hint = hints.get(line.goodsCode);
    if (readOnly) return money(price === undefined || Number.isNaN(price) ? null : price);
    return (
      <>
        <Input
          value={draft?.unitPrice ?? ''}
          onChange={(value) => onChange(line.qingdanId, { unitPrice: value })}
          status={price !== undefined && Number.isNaN(price) ? 'error' : undefined}
          aria-label={t('quote.priceOf', { goods: line.goodsName })}
          data-testid={`quote-price-${line.goodsCode}`}
          style={{ width: 120 }}
        />
        {price !== undefined && Number.isNaN(price) ? <span className="bidding-certificate-bad bidding-quote-hint">{t('quote.priceRule')}</span> : null}
        {price !== undefined && line.maxPrice !== null && price > line.maxPrice ? (
          <span className="bidding-quote-over" data-testid={`quote-over-${line.goodsCode}`}>
            {t('quote.overCap', { cap: money(line.maxPrice) })}
          </span>
        ) : null}
        {hint !== undefined ? <span className="bidding-quote-hint">{t('quote.lastPrice', { price: money(hint) })}</span> : null}
      </>
    );
  };
  const textCell = (line: QuoteLine, field: 'brand' | 'origin') =>
    readOnly ? (
      (drafts[line.qingdanId]?.[field] ?? '')
    ) : (
      <Input
        value={drafts[line.qingdanId]?.[field] ?? ''}
        maxLength={50}
        onChange={(value: string) => onChange(line.qingdanId, field === 'brand' ? { brand: value } : { origin: value })}
        aria-label={t(`line.${field}`)}
        style={{ width: 110 }}
      />
    );
  return (
    <Table<QuoteLine>
      rowKey="qingdanId"
      data-testid="quote-lines"
      data={lines}
      pagination={false}
      scroll={{ x: true }}
      noDataElement={<Empty description={t('detail.noLines')} />}
      columns={[
        { title: t('line.goodsName'), dataIndex: 'goodsName', width: 140 },
        { title: t('line.spec'), dataIndex: 'spec', width: 120 },
        { title: t('line.unit'), dataIndex: 'unit', width: 60 },
        { title: t('line.estQty'), dataIndex: 'estQty', width: 90, align: 'right' },
        { title: t('line.maxPrice'), dataIndex: 'maxPrice', width: 100, align: 'right', render: (value: number | null) => money(value) },
        { title: t('line.unitPrice'), dataIndex: 'unitPrice', width: 170, render: (_: unknown, line) => priceCell(line) },
        {
          title: t('line.amount'),
          dataIndex: 'amount',
          width: 120,
          align: 'right',
          render: (_: unknown, line) => {
            const price = parsePrice(drafts[line.qingdanId]?.unitPrice ?? '');
            return price === undefined || Number.isNaN(price) ? '—' : money(amountCents(price, line.estQty) / 100);
          },
        },
        { title: t('line.brand'), dataIndex: 'brand', width: 130, render: (_: unknown, line) => textCell(line, 'brand') },
        { title: t('line.origin'), dataIndex: 'origin', width: 130, render: (_: unknown, line) => textCell(line, 'origin') },
      ]}
    />
  );
}
