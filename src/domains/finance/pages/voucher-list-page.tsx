import { Button, Card, DatePicker, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Space/style/css';
import { IconPrinter, IconThunderbolt } from '@arco-design/web-react/icon';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useAccess } from '../../../components/use-access';
import { fetchVoucherPage } from '../api';
import { BookFrame } from '../components/book-frame';
import { DraftDialog } from '../components/draft-slot';
import { StatusTag } from '../components/status-tag';
import { useVoucherActions } from '../components/use-voucher-actions';
import { formatAmount } from '../format';
import { FINANCE_PATHS } from '../paths';
import { VOUCHER_LIST } from '../queries';
import { SIDES, type FinancePageProps, type Side } from '../side';
import { WORDS, type Book, type Voucher } from '../types';
import '../i18n';
import '../finance.css';

/** 凭证列表 (and 供应商凭证): the side's book, or the one 财务监管 opens read-only. */
export function VoucherListPage({ side = 'school', bookId, readOnly = false }: FinancePageProps) {
  return (
    <Card className="page-card finance-printable" data-testid="voucher-list-page">
      <BookFrame side={side} bookId={bookId} testId="voucher-list">
        {(book, picker) => <VoucherList key={book.id} side={side} book={book} picker={picker} readOnly={readOnly} />}
      </BookFrame>
    </Card>
  );
}

export const SupplierVoucherListPage = () => <VoucherListPage side="supplier" />;

/**
 * The vouchers of a book, filtered by dates, state, word and keyword; each row opens 查看凭证, a draft may be edited
 * or deleted, a posted one reversed; the checked ones audited, unaudited or posted after a confirmation; 导出 (.xlsx)
 * and 打印 (A4) of what the filters show; 生成凭证 when the drafting dialog is joined (components/draft-slot.ts).
 */
function VoucherList({ side, book, picker, readOnly }: { side: Side; book: Book; picker: ReactNode; readOnly: boolean }) {
  const { t } = useTranslation('finance');
  const navigate = useNavigate();
  const access = useAccess();
  const { paths, codes } = SIDES[side];
  const can = (code: string) => !readOnly && access.can(code);
  const actions = useVoucherActions();
  const [drafting, setDrafting] = useState(false);
  const list = useCrudList<Voucher>(VOUCHER_LIST, fetchVoucherPage, { bookId: book.id });
  const view = (row: Voucher) => void navigate(`${paths.view}?id=${row.id}`);
  const batch = (action: 'audit' | 'unaudit' | 'post', label: string, selected: string[], clear: () => void) => (
    <Button key={action} onClick={() => void actions.act(action, selected).then((done) => done && clear())} data-testid={`voucher-batch-${action}`}>
      {label}
    </Button>
  );

  return (
    <>
      {picker ? <div className="finance-no-print finance-book-row">{picker}</div> : null}
      <CrudTable<Voucher>
        name={VOUCHER_LIST}
        list={list}
        emptyText={t('list.empty')}
        addLabel={t('list.add')}
        onAdd={can(codes.add) ? () => void navigate(paths.add) : undefined}
        onView={view}
        exportFile={{ path: FINANCE_PATHS.voucherExport, fileName: t('list.exportName'), method: 'post' }}
        searchFields={[
          { field: 'from', label: t('list.from'), control: <DatePicker style={{ width: 150 }} aria-label={t('list.from')} /> },
          { field: 'to', label: t('list.to'), control: <DatePicker style={{ width: 150 }} aria-label={t('list.to')} /> },
          {
            field: 'status',
            label: t('list.status'),
            control: (
              <Select
                allowClear
                placeholder={t('list.allStatus')}
                aria-label={t('list.status')}
                style={{ width: 130 }}
                options={['0', '1', '2'].map((value) => ({ label: t(`status.${value}`), value }))}
              />
            ),
          },
          {
            field: 'word',
            label: t('voucher.word'),
            control: <Select allowClear placeholder={t('list.allWords')} aria-label={t('voucher.word')} style={{ width: 100 }} options={[...WORDS]} />,
          },
          { field: 'keyword', label: t('list.keyword') },
        ]}
        toolbar={
          <>
            {DraftDialog && can(codes.add) ? (
              <Button icon={<IconThunderbolt />} onClick={() => setDrafting(true)} data-testid="voucher-draft">
                {t('list.draft')}
              </Button>
            ) : null}
            <Button icon={<IconPrinter />} onClick={() => window.print()} data-testid="voucher-print">
              {t('print')}
            </Button>
          </>
        }
        bulkActions={
          readOnly
            ? undefined
            : (selected, clear) => (
                <Space>
                  {can(codes.audit) ? batch('audit', t('action.audit'), selected, clear) : null}
                  {can(codes.audit) ? batch('unaudit', t('action.unaudit'), selected, clear) : null}
                  {can(codes.post) ? batch('post', t('action.post'), selected, clear) : null}
                </Space>
              )
        }
        rowActions={(row) => (
          <>
            {row.status === 0 && can(codes.edit) ? (
              <Button type="text" size="mini" onClick={() => void navigate(`${paths.edit}?id=${row.id}`)} data-testid={`voucher-edit-${row.id}`}>
                {t('action.edit')}
              </Button>
            ) : null}
            {row.status === 0 && can(codes.remove) ? (
              <Button type="text" size="mini" status="danger" onClick={() => void actions.act('remove', [row.id])} data-testid={`voucher-remove-${row.id}`}>
                {t('action.remove')}
              </Button>
            ) : null}
            {row.status === 2 && !row.reversedBy && !row.reversalOf && can(codes.reverse) ? (
              <Button
                type="text"
                size="mini"
                onClick={() => void actions.reverse(row.id, row.voucherNo).then((red) => red && navigate(`${paths.edit}?id=${red}`))}
                data-testid={`voucher-reverse-${row.id}`}
              >
                {t('action.reverse')}
              </Button>
            ) : null}
          </>
        )}
        columns={[
          {
            title: t('list.voucherNo'),
            dataIndex: 'voucherNo',
            width: 110,
            render: (value: string, row: Voucher) => (
              <Button type="text" size="mini" onClick={() => view(row)} data-testid={`voucher-no-${row.id}`}>
                {value}
              </Button>
            ),
          },
          { title: t('voucher.date'), dataIndex: 'voucherDate', width: 110 },
          { title: t('voucher.summary'), dataIndex: 'summary', ellipsis: true },
          { title: t('list.amount'), dataIndex: 'total', align: 'right', width: 130, render: (fen: number) => formatAmount(fen) },
          { title: t('list.status'), dataIndex: 'status', width: 170, render: (_: number, row: Voucher) => <StatusTag voucher={row} /> },
          { title: t('list.preparer'), dataIndex: 'preparerName', width: 90 },
          { title: t('list.auditor'), dataIndex: 'auditorName', width: 90, render: (name: string | null) => name ?? '' },
          { title: t('list.poster'), dataIndex: 'posterName', width: 90, render: (name: string | null) => name ?? '' },
        ]}
      />
      {DraftDialog ? <DraftDialog bookId={book.id} open={drafting} onClose={() => setDrafting(false)} onDrafted={() => void list.list.mutate()} /> : null}
    </>
  );
}
