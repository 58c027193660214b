import { Button, Form, Input, Modal, Select, Space, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { FormDialog, useSubmit } from '../../../components/form-dialog';
import { useSWRConfig } from 'swr';
import { workbenchKeys } from '../../workbench';
import { approveQuote, fetchQuotePage, rejectQuote } from '../api';
import { displayUnit, QUOTE, QUOTE_COLOR } from '../format';
import { useQuoteApprover, useRefreshPurchase } from '../hooks';
import type { ReviewQuote } from '../types';
import { Money } from './common';
import '../i18n';

/**
 * 商品库's 待审报价: the prices the school's bound suppliers propose for goods outside every catalogue, by state. The
 * school approves one (its canteens may then order the goods at that price within the period) or rejects it with the
 * reason the supplier will read; other readers see the list only.
 */
export function QuoteReview() {
  const { t } = useTranslation('purchase');
  const approver = useQuoteApprover();
  const { mutate } = useSWRConfig();
  const refreshPurchase = useRefreshPurchase();
  const list = useCrudList<ReviewQuote>('purchase-quotes', fetchQuotePage);
  // the approved goods join the canteens' catalogue; 待审报价 counts the quotes still waiting
  const refresh = () => {
    refreshPurchase();
    void mutate(workbenchKeys.todo);
  };
  const [rejecting, setRejecting] = useState<ReviewQuote | null>(null);
  const approving = useSubmit((row: ReviewQuote) => approveQuote(row.id), { success: t('quote.approved'), onSaved: refresh });
  const ask = (row: ReviewQuote) =>
    Modal.confirm({
      title: t('quote.approve'),
      content: t('quote.approveAsk', { supplier: row.supplierName, goods: row.goodsName }),
      onOk: () => approving.submit(row).then(() => undefined),
    });
  return (
    <>
      <CrudTable<ReviewQuote>
        name="purchase-quotes"
        list={list}
        emptyText={t('quote.empty')}
        searchFields={[
          {
            field: 'status',
            label: t('field.status'),
            control: (
              <Select
                allowClear
                style={{ width: 140 }}
                placeholder={t('all')}
                options={[0, 1, 2, 3].map((value) => ({ label: t(`quote.status.${value}`), value: String(value) }))}
                data-testid="purchase-quote-status"
              />
            ),
          },
          { field: 'supplierName', label: t('field.supplier') },
          { field: 'goods', label: t('field.goods') },
        ]}
        columns={[
          { title: t('field.supplier'), dataIndex: 'supplierName', width: 190, ellipsis: true },
          { title: t('quote.school'), dataIndex: 'schoolName', width: 150, ellipsis: true },
          { title: t('field.goods'), dataIndex: 'goodsName', width: 120 },
          {
            title: t('quote.price'),
            dataIndex: 'unitPrice',
            width: 120,
            align: 'right',
            render: (fen: number, row) => (
              <span>
                <Money fen={fen} /> / {displayUnit(row.baseUnit)}
              </span>
            ),
          },
          { title: t('quote.period'), dataIndex: 'validFrom', width: 200, render: (from: string, row) => `${from} ~ ${row.validTo}` },
          { title: t('field.remark'), dataIndex: 'remark', width: 160, ellipsis: true },
          {
            title: t('field.status'),
            dataIndex: 'status',
            width: 90,
            render: (value: number, row) => (
              <Space size={4}>
                <Tag color={QUOTE_COLOR[value]}>{t(`quote.status.${value}`)}</Tag>
                {row.lapsed ? <Tag size="small">{t('quote.lapsed')}</Tag> : null}
              </Space>
            ),
          },
          {
            title: t('quote.review'),
            dataIndex: 'reviewName',
            width: 200,
            ellipsis: true,
            render: (name: string, row) => (row.rejectReason ? `${name}：${row.rejectReason}` : name || '—'),
          },
        ]}
        rowActions={(row) =>
          approver && row.status === QUOTE.waiting ? (
            <Space size={4}>
              {row.lapsed ? null : (
                <Button
                  type="text"
                  size="mini"
                  loading={approving.pending?.[0]?.id === row.id}
                  onClick={() => ask(row)}
                  data-testid={`purchase-quote-approve-${row.id}`}
                >
                  {t('quote.approve')}
                </Button>
              )}
              <Button type="text" size="mini" status="danger" onClick={() => setRejecting(row)} data-testid={`purchase-quote-reject-${row.id}`}>
                {t('quote.reject')}
              </Button>
            </Space>
          ) : null
        }
      />
      <p className="purchase-hint">{t('quote.hint')}</p>
      <RejectDialog
        quote={rejecting}
        onClose={() => setRejecting(null)}
        onSaved={() => {
          setRejecting(null);
          refresh();
        }}
      />
    </>
  );
}

/** 驳回报价, with the reason the supplier will read (请填写驳回原因). */
function RejectDialog({ quote, onClose, onSaved }: { quote: ReviewQuote | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormDialog
      title={quote ? `${t('quote.reject')} · ${quote.supplierName} · ${quote.goodsName}` : t('quote.reject')}
      visible={Boolean(quote)}
      form={form}
      save={(values) => rejectQuote(quote!.id, values.reason.trim())}
      success={t('quote.rejected')}
      refusal="inline"
      onSaved={onSaved}
      onClose={onClose}
      okText={t('quote.reject')}
      danger
      okTestId="purchase-quote-reject-ok"
      testId="purchase-quote-reject-dialog"
    >
      <Form.Item
        label={t('quote.rejectReason')}
        field="reason"
        rules={[{ required: true, validator: (value: string | undefined, callback) => callback(value?.trim() ? undefined : t('quote.rule.reason')) }]}
      >
        <Input.TextArea maxLength={200} showWordLimit autoFocus data-testid="purchase-quote-reject-reason" />
      </Form.Item>
    </FormDialog>
  );
}
