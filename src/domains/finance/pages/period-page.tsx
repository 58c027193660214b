import { Alert, Button, Card, Modal, Space, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { FiguresState } from '../../../components/figures-state';
import { useCan } from '../../../components/use-can';
import { errorText } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { closePeriod, reopenPeriod } from '../api';
import { BookFrame } from '../components/book-frame';
import { usePeriods } from '../hooks';
import { financeKeys } from '../queries';
import type { Book, Period } from '../types';
import '../i18n';
import '../finance.css';

/** 结账管理: the school's book's months. */
export function PeriodPage() {
  return (
    <Card className="page-card" data-testid="period-page">
      <BookFrame side="school" testId="period">
        {(book, picker) => <Periods key={book.id} book={book} picker={picker} />}
      </BookFrame>
    </Card>
  );
}

/**
 * The months with their state and voucher counts: 结账 an open month (the server refuses while a voucher is unposted
 * or a number is missing, naming it), 反结账 the latest closed one (the school's manager) — each confirmed, the
 * refusal shown as the server says it.
 */
function Periods({ book, picker }: { book: Book; picker: ReactNode }) {
  const { t } = useTranslation('finance');
  const { mutate } = useSWRConfig();
  const canClose = useCan('period_close');
  const canReopen = useCan('period_reopen');
  const periods = usePeriods(book.id);
  const [refusal, setRefusal] = useState('');
  const rows = periods.data ?? [];
  const latestClosed = rows.filter((row) => row.status === 1).reduce((latest, row) => (row.period > latest ? row.period : latest), '');
  const act = (kind: 'close' | 'reopen', period: string) =>
    Modal.confirm({
      title: t(`period.${kind}`),
      content: t(`period.confirm.${kind}`, { period }),
      onOk: async () => {
        setRefusal('');
        try {
          await (kind === 'close' ? closePeriod : reopenPeriod)(book.id, period);
          notify.success(t(`period.done.${kind}`, { period }));
        } catch (error) {
          setRefusal(errorText(error, t('action.failed')));
        }
        await mutate(financeKeys.matches);
      },
    });
  return (
    <>
      <Space wrap className="finance-toolbar">
        {picker}
      </Space>
      {refusal ? (
        <Alert type="error" content={refusal} closable onClose={() => setRefusal('')} className="finance-refusal" data-testid="period-refusal" />
      ) : null}
      <FiguresState error={periods.error} loaded={Boolean(periods.data)} empty={!rows.length} onRetry={() => void periods.mutate()} testId="period-table">
        <Table<Period>
          rowKey="period"
          pagination={false}
          data={rows}
          data-testid="period-table"
          columns={[
            { title: t('period.period'), dataIndex: 'period', width: 110 },
            {
              title: t('period.status'),
              dataIndex: 'status',
              width: 100,
              render: (status: number) => (
                <Tag size="small" color={status ? 'gray' : 'green'}>
                  {t(`period.state.${status}`)}
                </Tag>
              ),
            },
            { title: t('period.vouchers'), dataIndex: 'vouchers', width: 100, align: 'right' },
            {
              title: t('period.unposted'),
              dataIndex: 'unposted',
              width: 100,
              align: 'right',
              render: (count: number) => (count ? <span className="finance-warn">{count}</span> : count),
            },
            {
              title: t('period.closedBy'),
              dataIndex: 'closedByName',
              render: (name: string | null, row) => (name ? `${name} ${row.closedTime ?? ''}` : ''),
            },
            {
              title: t('subject.actions'),
              dataIndex: 'period',
              width: 140,
              render: (period: string, row) =>
                row.status === 0 && canClose ? (
                  <Button type="text" size="mini" onClick={() => act('close', period)} data-testid={`period-close-${period}`}>
                    {t('period.close')}
                  </Button>
                ) : row.status === 1 && period === latestClosed && canReopen ? (
                  <Button type="text" size="mini" status="warning" onClick={() => act('reopen', period)} data-testid={`period-reopen-${period}`}>
                    {t('period.reopen')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </FiguresState>
    </>
  );
}
