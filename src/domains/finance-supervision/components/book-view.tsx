import { Drawer, Empty, Table, Tabs, Tag, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../components/status-panel';
import { formatYuan } from '../../../lib/money';
import { useToday } from '../../../lib/server-clock';
import { fetchVouchers } from '../api';
import { useBalance, useLedger } from '../hooks';
import { financeSupervisionKeys } from '../queries';
import type { BalanceRow, BookRow, LedgerLine, VoucherRow } from '../types';

const PAGE_SIZE = 20;
const money = (fen: number) => (fen ? formatYuan(fen) : '');
const amount = (title: string, dataIndex: string): TableColumnProps<never> => ({ title, dataIndex, width: 120, align: 'right', render: money });

/** A failure of one part of the book, with a retry. */
function Failed({ error, retry, testId }: { error: unknown; retry: () => void; testId: string }) {
  const { t } = useTranslation('finance-supervision');
  return <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={retry} testId={testId} error={error} />;
}

/** 凭证: the book's vouchers, newest first, a page at a time. */
function Vouchers({ bookId }: { bookId: string }) {
  const { t } = useTranslation('finance-supervision');
  const [current, setCurrent] = useState(1);
  const page = useSWR(financeSupervisionKeys.vouchers(bookId, current), () => fetchVouchers({ bookId, current, size: PAGE_SIZE }), {
    keepPreviousData: true,
  });
  if (page.error && !page.data) return <Failed error={page.error} retry={() => void page.mutate()} testId="fin-book-vouchers-error" />;
  return (
    <Table<VoucherRow>
      rowKey="id"
      border
      loading={page.isLoading}
      data={page.data?.records ?? []}
      noDataElement={<Empty description={t('book.noVouchers')} />}
      pagination={{ current, pageSize: PAGE_SIZE, total: page.data?.total ?? 0, onChange: setCurrent, hideOnSinglePage: true }}
      data-testid="fin-book-vouchers"
      columns={[
        { title: t('voucher.no'), dataIndex: 'voucherNo', width: 100 },
        { title: t('voucher.date'), dataIndex: 'voucherDate', width: 110 },
        { title: t('voucher.summary'), dataIndex: 'summary' },
        { title: t('voucher.total'), dataIndex: 'total', width: 130, align: 'right', render: (fen: number) => formatYuan(fen) },
        {
          title: t('voucher.status'),
          dataIndex: 'status',
          width: 90,
          render: (status: number) => <Tag color={status === 2 ? 'green' : status === 1 ? 'arcoblue' : 'gray'}>{t(`voucher.state.${status}`)}</Tag>,
        },
        { title: t('voucher.preparer'), dataIndex: 'preparerName', width: 100 },
        { title: t('voucher.auditor'), dataIndex: 'auditorName', width: 100, render: (name: string | null) => name ?? '' },
        { title: t('voucher.poster'), dataIndex: 'posterName', width: 100, render: (name: string | null) => name ?? '' },
      ]}
    />
  );
}

/** 科目余额表 of the months, each subject's code opening its 明细账. */
function Balance({ bookId, from, to, onSubject }: { bookId: string; from: string; to: string; onSubject: (row: BalanceRow) => void }) {
  const { t } = useTranslation('finance-supervision');
  const balance = useBalance(bookId, from, to);
  if (balance.error) return <Failed error={balance.error} retry={() => void balance.mutate()} testId="fin-book-balance-error" />;
  return (
    <Table<BalanceRow>
      rowKey="subjectId"
      border
      loading={balance.isLoading}
      data={balance.data ?? []}
      pagination={false}
      noDataElement={<Empty description={t('book.noSubjects')} />}
      data-testid="fin-book-balance"
      columns={[
        {
          title: t('balance.code'),
          dataIndex: 'code',
          width: 110,
          render: (code: string, row) => (
            <button type="button" className="fin-sup-link" onClick={() => onSubject(row)} data-testid={`fin-book-subject-${code}`}>
              {code}
            </button>
          ),
        },
        { title: t('balance.name'), dataIndex: 'name', width: 160 },
        ...([
          amount(t('balance.openingDebit'), 'openingDebit'),
          amount(t('balance.openingCredit'), 'openingCredit'),
          amount(t('balance.debit'), 'debit'),
          amount(t('balance.credit'), 'credit'),
          amount(t('balance.closingDebit'), 'closingDebit'),
          amount(t('balance.closingCredit'), 'closingCredit'),
        ] as TableColumnProps<BalanceRow>[]),
      ]}
    />
  );
}

type LedgerRow = LedgerLine & { key: string; kind: 'line' | 'month' | 'year' | 'opening' };

/** 明细账 of one subject: its opening balance, each posted line with the running balance, the month's and the year's totals. */
function Ledger({ bookId, subject, from, to }: { bookId: string; subject: BalanceRow | undefined; from: string; to: string }) {
  const { t } = useTranslation('finance-supervision');
  const ledger = useLedger(bookId, subject?.subjectId, from, to);
  if (!subject) return <Empty description={t('book.pickSubject')} />;
  if (ledger.error) return <Failed error={ledger.error} retry={() => void ledger.mutate()} testId="fin-book-ledger-error" />;
  const data = ledger.data;
  // the balance is signed in the subject's own direction: its side is that direction, the other when negative
  const sideOf = (balance: number, direction: number) =>
    balance === 0 ? t('ledger.even') : t(direction * Math.sign(balance) > 0 ? 'ledger.debitSide' : 'ledger.creditSide');
  const blank = { date: '', voucherId: '', voucherNo: '', debit: 0, credit: 0, direction: data?.subject.direction ?? 1 };
  const rows: LedgerRow[] = data
    ? [
        { ...blank, key: 'opening', kind: 'opening', summary: t('ledger.opening'), balance: data.opening },
        ...data.months.flatMap((month): LedgerRow[] => [
          ...month.lines.map((line, index) => ({ ...line, key: `${month.period}-${index}`, kind: 'line' as const })),
          {
            ...blank,
            key: `${month.period}-m`,
            kind: 'month',
            summary: t('ledger.month', { period: month.period }),
            debit: month.monthDebit,
            credit: month.monthCredit,
            balance: month.monthBalance,
          },
          {
            ...blank,
            key: `${month.period}-y`,
            kind: 'year',
            summary: t('ledger.year'),
            debit: month.yearDebit,
            credit: month.yearCredit,
            balance: month.monthBalance,
          },
        ]),
      ]
    : [];
  return (
    <>
      <h3 data-testid="fin-book-ledger-title">{`${subject.code} ${subject.name}`}</h3>
      <Table<LedgerRow>
        rowKey="key"
        border
        loading={ledger.isLoading}
        data={rows}
        pagination={false}
        data-testid="fin-book-ledger"
        rowClassName={(row) => (row.kind === 'line' ? '' : 'fin-sup-total')}
        columns={[
          { title: t('voucher.date'), dataIndex: 'date', width: 110 },
          { title: t('voucher.no'), dataIndex: 'voucherNo', width: 100 },
          { title: t('voucher.summary'), dataIndex: 'summary' },
          ...([amount(t('balance.debit'), 'debit'), amount(t('balance.credit'), 'credit')] as TableColumnProps<LedgerRow>[]),
          { title: t('ledger.direction'), dataIndex: 'direction', width: 70, render: (_: number, row) => sideOf(row.balance, data?.subject.direction ?? 1) },
          { title: t('ledger.balance'), dataIndex: 'balance', width: 130, align: 'right', render: (fen: number) => formatYuan(Math.abs(fen)) },
        ]}
      />
    </>
  );
}

/** A school's book, read-only: its vouchers, 科目余额表 from its first month to this one, and a subject's 明细账. */
export function BookView({ book, onClose }: { book: BookRow | null; onClose: () => void }) {
  const { t } = useTranslation('finance-supervision');
  const month = useToday().slice(0, 7);
  const [tab, setTab] = useState('vouchers');
  const [subject, setSubject] = useState<BalanceRow>();
  const from = book?.startPeriod && book.startPeriod < month ? book.startPeriod : month;
  const close = () => {
    setTab('vouchers');
    setSubject(undefined);
    onClose();
  };
  return (
    <Drawer
      width="80%"
      visible={Boolean(book)}
      title={book ? t('book.title', { school: book.schoolName }) : ''}
      footer={null}
      onCancel={close}
      unmountOnExit
      data-testid="fin-book-view"
    >
      {book?.bookId ? (
        <Tabs activeTab={tab} onChange={setTab}>
          <Tabs.TabPane key="vouchers" title={t('book.vouchers')}>
            <Vouchers bookId={book.bookId} />
          </Tabs.TabPane>
          <Tabs.TabPane key="balance" title={t('book.balance', { from, to: month })}>
            <Balance
              bookId={book.bookId}
              from={from}
              to={month}
              onSubject={(row) => {
                setSubject(row);
                setTab('ledger');
              }}
            />
          </Tabs.TabPane>
          <Tabs.TabPane key="ledger" title={t('book.ledger')}>
            <Ledger bookId={book.bookId} subject={subject} from={from} to={month} />
          </Tabs.TabPane>
        </Tabs>
      ) : null}
    </Drawer>
  );
}
