import { Button, Card, Space, Table, Tree } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tree/style/css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FiguresState } from '../../../components/figures-state';
import { useToday } from '../../../lib/server-clock';
import { BookFrame } from '../components/book-frame';
import { ExportPrint } from '../components/export-button';
import { ledgerRows, type LedgerRow } from '../components/ledger-rows';
import { MonthRange } from '../components/month-range';
import { amountCell, formatAmount } from '../format';
import { useLedger, useSubjectTree } from '../hooks';
import { FINANCE_PATHS } from '../paths';
import { SIDES, type FinancePageProps, type Side } from '../side';
import type { Book, SubjectNode } from '../types';
import '../i18n';
import '../finance.css';

/** 明细账 `?subjectId=&from=&to=` (and 供应商明细账): the side's book, or the one 财务监管 opens. */
export function LedgerPage({ side = 'school', bookId }: FinancePageProps) {
  return (
    <Card className="page-card finance-printable" data-testid="ledger-page">
      <BookFrame side={side} bookId={bookId} testId="ledger">
        {(book, picker) => <Ledger key={book.id} side={side} book={book} picker={picker} />}
      </BookFrame>
    </Card>
  );
}

export const SupplierLedgerPage = () => <LedgerPage side="supplier" />;

interface TreeItem {
  key: string;
  title: string;
  children?: TreeItem[];
}
const treeOf = (nodes: SubjectNode[]): TreeItem[] =>
  nodes.map((node) => ({ key: node.id, title: `${node.code} ${node.name}`, children: node.children?.length ? treeOf(node.children) : undefined }));

/**
 * A subject's posted lines over months: the subject tree on the left (each a button: Tab and Enter choose it), the
 * range, then 期初余额, each line with its running balance and 方向, 本月合计 and 本年累计. A voucher number opens 查看凭证.
 */
function Ledger({ side, book, picker }: { side: Side; book: Book; picker: ReactNode }) {
  const { t } = useTranslation('finance');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const today = useToday();
  const [subjectId, setSubjectId] = useState(params.get('subjectId') ?? undefined);
  // January by default, or the book's first month when it started this year
  const yearStart = `${today.slice(0, 4)}-01`;
  const [range, setRange] = useState({
    from: params.get('from') ?? (book.startPeriod > yearStart ? book.startPeriod : yearStart),
    to: params.get('to') ?? today.slice(0, 7),
  });
  const tree = useSubjectTree(book.id);
  const ledger = useLedger(book.id, subjectId, range.from, range.to);
  const rows = ledger.data ? ledgerRows(ledger.data, { opening: t('ledger.opening'), month: t('ledger.monthTotal'), year: t('ledger.yearTotal') }) : [];
  const sideText = (side: number) => t(`ledger.side.${side === 1 ? 'debit' : side === -1 ? 'credit' : 'even'}`);

  return (
    <div className="finance-ledger">
      <aside className="finance-ledger-tree finance-no-print" aria-label={t('ledger.subjects')}>
        <FiguresState error={tree.error} loaded={Boolean(tree.data)} empty={!tree.data?.length} onRetry={() => void tree.mutate()} testId="ledger-tree">
          <Tree
            blockNode
            defaultExpandedKeys={[]}
            selectedKeys={subjectId ? [subjectId] : []}
            treeData={treeOf(tree.data ?? [])}
            onSelect={(keys) => keys[0] && setSubjectId(String(keys[0]))}
            renderTitle={(node) => (
              <button
                type="button"
                className="finance-tree-link"
                onClick={() => setSubjectId(String(node._key))}
                data-testid={`ledger-subject-${String(node._key)}`}
              >
                {node.title as string}
              </button>
            )}
          />
        </FiguresState>
      </aside>
      <section className="finance-ledger-main">
        <Space wrap className="finance-no-print finance-toolbar">
          {picker}
          <MonthRange from={range.from} to={range.to} onChange={(from, to) => setRange({ from, to })} />
          {subjectId ? (
            <ExportPrint
              path={FINANCE_PATHS.ledgerDetailExport}
              params={{ bookId: book.id, subjectId, from: range.from, to: range.to }}
              fileName={t('ledger.exportName')}
              testId="ledger"
            />
          ) : null}
        </Space>
        {ledger.data ? (
          <h3 className="finance-ledger-title" data-testid="ledger-subject">
            {book.name} · {ledger.data.subject.code} {ledger.data.subject.name} · {range.from} – {range.to}
          </h3>
        ) : null}
        <FiguresState
          error={ledger.error}
          loaded={!subjectId || Boolean(ledger.data)}
          empty={!subjectId}
          emptyText={t('ledger.choose')}
          onRetry={() => void ledger.mutate()}
          testId="ledger-table"
        >
          <Table<LedgerRow>
            rowKey="key"
            pagination={false}
            border
            tableLayoutFixed
            scroll={{ x: 780 }}
            data={rows}
            data-testid="ledger-table"
            rowClassName={(row) => (row.kind === 'line' ? '' : 'finance-total-row')}
            columns={[
              { title: t('ledger.date'), dataIndex: 'date', width: 110 },
              {
                title: t('list.voucherNo'),
                dataIndex: 'voucherNo',
                width: 90,
                render: (no: string | undefined, row) =>
                  row.voucherId ? (
                    <Button
                      type="text"
                      size="mini"
                      onClick={() => void navigate(`${SIDES[side].paths.view}?id=${row.voucherId}`)}
                      data-testid={`ledger-voucher-${row.voucherId}`}
                    >
                      {no}
                    </Button>
                  ) : null,
              },
              { title: t('voucher.summary'), dataIndex: 'summary', ellipsis: true },
              { title: t('voucher.debit'), dataIndex: 'debit', align: 'right', width: 120, render: amountCell },
              { title: t('voucher.credit'), dataIndex: 'credit', align: 'right', width: 120, render: amountCell },
              { title: t('ledger.direction'), dataIndex: 'side', width: 56, align: 'center', render: sideText },
              { title: t('ledger.balance'), dataIndex: 'balance', align: 'right', width: 130, render: (fen: number) => formatAmount(Math.abs(fen)) },
            ]}
          />
        </FiguresState>
      </section>
    </div>
  );
}
