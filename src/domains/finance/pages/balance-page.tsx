import { Alert, Card, Space, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiguresState } from '../../../components/figures-state';
import { useToday } from '../../../lib/server-clock';
import { BookFrame } from '../components/book-frame';
import { ExportPrint } from '../components/export-button';
import { MonthRange } from '../components/month-range';
import { amountCell, balanceChecks, formatAmount } from '../format';
import { useBalance } from '../hooks';
import { FINANCE_PATHS } from '../paths';
import type { FinancePageProps } from '../side';
import type { BalanceRow, BalanceTotals, Book } from '../types';
import '../i18n';
import '../finance.css';

/** 科目余额表: the side's book, or the one 财务监管 opens. */
export function BalancePage({ side = 'school', bookId }: FinancePageProps) {
  return (
    <Card className="page-card finance-printable" data-testid="balance-page">
      <BookFrame side={side} bookId={bookId} testId="balance">
        {(book, picker) => <Balance key={book.id} book={book} picker={picker} />}
      </BookFrame>
    </Card>
  );
}

/** Each subject's opening, the period's posted movements and the closing, 借 and 贷, with totals and their check. */
function Balance({ book, picker }: { book: Book; picker: ReactNode }) {
  const { t } = useTranslation('finance');
  const today = useToday();
  const [range, setRange] = useState({ from: today.slice(0, 7), to: today.slice(0, 7) });
  const sheet = useBalance(book.id, range.from, range.to);
  const totals = sheet.data?.totals;
  const checks = totals ? balanceChecks(totals) : undefined;
  const pair = (debit: keyof BalanceTotals, credit: keyof BalanceTotals, title: string) => ({
    title,
    children: [
      { title: t('voucher.debit'), dataIndex: debit, align: 'right' as const, width: 120, render: amountCell },
      { title: t('voucher.credit'), dataIndex: credit, align: 'right' as const, width: 120, render: amountCell },
    ],
  });
  return (
    <>
      <Space wrap className="finance-no-print finance-toolbar">
        {picker}
        <MonthRange from={range.from} to={range.to} onChange={(from, to) => setRange({ from, to })} />
        <ExportPrint path={FINANCE_PATHS.ledgerBalanceExport} params={{ bookId: book.id, ...range }} fileName={t('balance.exportName')} testId="balance" />
      </Space>
      <h3 className="finance-ledger-title">
        {book.name} · {range.from} – {range.to}
      </h3>
      <FiguresState
        error={sheet.error}
        loaded={Boolean(sheet.data)}
        empty={!sheet.data?.rows.length}
        onRetry={() => void sheet.mutate()}
        testId="balance-table"
      >
        <Table<BalanceRow>
          rowKey="subjectId"
          border
          tableLayoutFixed
          scroll={{ x: 1040 }}
          pagination={false}
          data={sheet.data?.rows ?? []}
          data-testid="balance-table"
          rowClassName={(row) => (row.isLeaf ? '' : 'finance-parent-row')}
          columns={[
            { title: t('subject.code'), dataIndex: 'code', width: 110 },
            {
              title: t('subject.name'),
              dataIndex: 'name',
              width: 200,
              ellipsis: true,
              render: (name: string, row) => <span style={{ paddingLeft: (row.level - 1) * 12 }}>{name}</span>,
            },
            pair('openingDebit', 'openingCredit', t('balance.opening')),
            pair('debit', 'credit', t('balance.period')),
            pair('closingDebit', 'closingCredit', t('balance.closing')),
          ]}
          summary={() =>
            totals ? (
              <Table.Summary.Row className="finance-total-row">
                <Table.Summary.Cell colSpan={2}>{t('balance.total')}</Table.Summary.Cell>
                {(['openingDebit', 'openingCredit', 'debit', 'credit', 'closingDebit', 'closingCredit'] as const).map((field) => (
                  <Table.Summary.Cell key={field} className="finance-col-money" data-testid={`balance-total-${field}`}>
                    {formatAmount(totals[field])}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            ) : null
          }
        />
        {checks ? (
          <Alert
            className="finance-check"
            type={checks.opening && checks.period && checks.closing ? 'success' : 'error'}
            data-testid="balance-check"
            content={(['opening', 'period', 'closing'] as const)
              .map((part) => t(`balance.check.${part}`, { result: t(checks[part] ? 'balance.even' : 'balance.uneven') }))
              .join('  ')}
          />
        ) : null}
      </FiguresState>
    </>
  );
}
