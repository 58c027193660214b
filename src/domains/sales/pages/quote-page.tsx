import { Button, Card, Modal, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useSubmit } from '../../../components/form-dialog';
import { useCan } from '../../../components/use-can';
import { formatYuan } from '../../../lib/money';
import { useServerClockOffset } from '../../../lib/server-clock';
import { zonedDay } from '../../../lib/time-zone';
import { fetchQuotes, withdrawQuote } from '../api';
import { QuoteDialog } from '../components/quote-dialog';
import { useRefreshSales } from '../hooks';
import { QUOTE_COLOR } from '../../purchase';
import { canWithdraw, QUOTE_STATUSES } from '../logic';
import type { Quote } from '../types';
import '../i18n';
import './sales.css';

const unitOf = (baseUnit: string) => (baseUnit === 'g' ? 'kg' : baseUnit === 'ml' ? 'L' : baseUnit);

/**
 * 商品报价: the supplier's prices for goods outside every catalogue, each for one bound school and a period, by state
 * (待审核 → 已批准 / 已驳回 with the school's reason / 已撤回). A new quote waits for the school; while it waits the
 * supplier may withdraw it. Approved, the school's canteens may order the goods at that price within the period.
 */
export function SalesQuotePage() {
  const { t } = useTranslation('sales');
  const canEdit = useCan('sales_quote_edit');
  const offset = useServerClockOffset();
  const today = zonedDay(Date.now() + offset);
  const list = useCrudList<Quote>('salesQuote', fetchQuotes);
  const refresh = useRefreshSales();
  const [adding, setAdding] = useState(false);
  const withdrawing = useSubmit((row: Quote) => withdrawQuote(row.id), { success: t('quote.withdrawn'), onSaved: refresh });
  const ask = (row: Quote) =>
    Modal.confirm({
      title: t('quote.withdraw'),
      content: t('quote.withdrawAsk', { goods: row.goodsName, school: row.schoolName }),
      onOk: () => withdrawing.submit(row).then(() => undefined),
    });

  return (
    <Card className="page-card" data-testid="sales-quote-page">
      <CrudTable<Quote>
        name="salesQuote"
        list={list}
        emptyText={t('quote.empty')}
        toolbar={
          canEdit ? (
            <Button type="primary" icon={<IconPlus />} onClick={() => setAdding(true)} data-testid="sales-quote-add">
              {t('quote.add')}
            </Button>
          ) : null
        }
        searchFields={[
          {
            field: 'status',
            label: t('field.status'),
            control: (
              <Select
                allowClear
                placeholder={t('field.status')}
                style={{ width: 140 }}
                options={QUOTE_STATUSES.map((value) => ({ label: t(`quote.status.${value}`), value: String(value) }))}
                data-testid="sales-quote-status"
              />
            ),
          },
          { field: 'schoolName', label: t('field.school') },
          { field: 'goodsName', label: t('field.goods') },
        ]}
        columns={[
          { title: t('quote.no'), dataIndex: 'quoteNo', width: 160 },
          { title: t('field.school'), dataIndex: 'schoolName', width: 160, ellipsis: true },
          { title: t('field.goods'), dataIndex: 'goodsName', width: 120 },
          {
            title: t('quote.price'),
            dataIndex: 'unitPrice',
            width: 120,
            align: 'right',
            render: (fen: number, row) => `${formatYuan(fen)} / ${unitOf(row.baseUnit)}`,
          },
          {
            title: t('quote.period'),
            dataIndex: 'validFrom',
            width: 200,
            render: (from: string, row) => (
              <span>
                {from} ~ {row.validTo}
                {row.lapsed ? (
                  <Tag size="small" className="sales-inline-tag">
                    {t('quote.lapsed')}
                  </Tag>
                ) : null}
              </span>
            ),
          },
          {
            title: t('field.status'),
            dataIndex: 'status',
            width: 90,
            render: (value: number) => <Tag color={QUOTE_COLOR[value]}>{t(`quote.status.${value}`)}</Tag>,
          },
          {
            title: t('quote.review'),
            dataIndex: 'reviewName',
            width: 200,
            ellipsis: true,
            render: (name: string, row) => (row.rejectReason ? `${name}：${row.rejectReason}` : name || '—'),
          },
          { title: t('quote.createTime'), dataIndex: 'createTime', width: 160 },
        ]}
        rowActions={(row) =>
          canEdit && canWithdraw(row) ? (
            <Button
              type="text"
              size="mini"
              status="warning"
              loading={withdrawing.pending?.[0]?.id === row.id}
              onClick={() => ask(row)}
              data-testid={`sales-quote-withdraw-${row.id}`}
            >
              {t('quote.withdraw')}
            </Button>
          ) : null
        }
      />
      <p className="sales-note">{t('quote.hint')}</p>
      <QuoteDialog
        visible={adding}
        today={today}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          refresh();
        }}
      />
    </Card>
  );
}
