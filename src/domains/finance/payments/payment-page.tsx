import { Button, Card, DatePicker, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { formatYuan } from '../../../lib/money';
import { BookFrame } from '../components/book-frame';
import type { Book } from '../types';
import { fetchPayments, removePayments } from '../drafts/api';
import { DraftDialog } from '../drafts/draft-dialog';
import { PAYMENT_LIST } from '../drafts/queries';
import type { Payment } from '../drafts/types';
import '../drafts/i18n';
import { PaymentDialog } from './payment-dialog';

const STATUS_COLORS = ['orange', 'arcoblue', 'green'] as const;

/**
 * 付款登记: the school's payments to its suppliers, each with the voucher drafted from it. 生成凭证 is here too (the one
 * dialog of 凭证列表), so a payment just registered is drafted without leaving the page.
 */
export function PaymentPage() {
  return (
    <Card className="page-card" data-testid="payment-page">
      <BookFrame side="school" testId="payment-page">
        {(book, picker) => <Payments book={book} picker={picker} />}
      </BookFrame>
    </Card>
  );
}

function Payments({ book, picker }: { book: Book; picker: ReactNode }) {
  const { t } = useTranslation('financeDrafts');
  const navigate = useNavigate();
  const canAdd = useCan('payment_add');
  const canRemove = useCan('payment_delete');
  const [adding, setAdding] = useState(false);
  const [drafting, setDrafting] = useState(false);
  const list = useCrudList<Payment>(PAYMENT_LIST, fetchPayments, { bookId: book.id });
  return (
    <>
      <CrudTable<Payment>
        name="payment"
        list={list}
        emptyText={t('payment.empty')}
        toolbar={
          <>
            {picker}
            {canAdd ? (
              <Button onClick={() => setDrafting(true)} data-testid="payment-draft">
                {t('title')}
              </Button>
            ) : null}
          </>
        }
        searchFields={[
          { field: 'keyword', label: t('payment.keyword') },
          { field: 'from', label: t('payment.from'), control: <DatePicker style={{ width: 150 }} /> },
          { field: 'to', label: t('payment.to'), control: <DatePicker style={{ width: 150 }} /> },
        ]}
        columns={[
          { title: t('payment.payDate'), dataIndex: 'payDate', width: 110 },
          { title: t('payment.supplier'), dataIndex: 'supplierName', ellipsis: true },
          { title: t('payment.amount'), dataIndex: 'amount', width: 120, align: 'right', render: (fen: number) => formatYuan(fen) },
          { title: t('payment.method'), dataIndex: 'method', width: 80, render: (method: string) => t(`method.${method}`, { defaultValue: method }) },
          { title: t('payment.files'), dataIndex: 'fileIds', width: 70, render: (ids: string[]) => ids.length },
          {
            title: t('payment.voucher'),
            dataIndex: 'voucherNo',
            width: 160,
            render: (no: string | null, row) =>
              no && row.voucherId ? (
                <span>
                  <Button type="text" size="mini" onClick={() => navigate(`/financialVoucherView?id=${row.voucherId}`)} aria-label={t('view', { no })}>
                    {no}
                  </Button>
                  <Tag size="small" color={STATUS_COLORS[row.voucherStatus ?? 0]}>
                    {t(`voucherStatus.${row.voucherStatus ?? 0}`)}
                  </Tag>
                </span>
              ) : (
                <span className="draft-hint">{t('payment.undrafted')}</span>
              ),
          },
          { title: t('payment.remark'), dataIndex: 'remark', ellipsis: true },
          { title: t('payment.createUser'), dataIndex: 'createUserName', width: 100 },
          { title: t('payment.createTime'), dataIndex: 'createTime', width: 170 },
        ]}
        onAdd={canAdd ? () => setAdding(true) : undefined}
        addLabel={t('payment.add')}
        onRemove={canRemove ? removePayments : undefined}
      />
      <DraftDialog bookId={book.id} open={drafting} onClose={() => setDrafting(false)} onDrafted={() => void list.list.mutate()} />
      <PaymentDialog
        bookId={book.id}
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(saved) => {
          setAdding(false);
          list.reveal(saved);
        }}
      />
    </>
  );
}
