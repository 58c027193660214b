import { Card, DatePicker, Empty, Form, Select, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compact, type Filters, SearchActions } from '../../../components/crud';
import { StatusPanel } from '../../../components/status-panel';
import { errorText } from '../../../lib/http';
import { formatYuan } from '../../../lib/money';
import { useSchoolsAndCanteens } from '../../org';
import { formatRate } from '../components/format';
import { useTransactions } from '../hooks';
import type { Figures, Transactions } from '../types';
import '../components/merchant.css';
import '../i18n';

type Row = Figures & { key: string; label: string };

/**
 * 交易统计: the amounts the canteens of the supervisor's reach accepted (yuan, from fen) and the share of inspected
 * lines they refused, by month, by supplier and by school, for up to twelve months (the twelve up to this month by
 * default); a refusal of the range comes back in the server's words.
 */
export function TransactionPage() {
  const { t } = useTranslation('merchant');
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const { schools } = useSchoolsAndCanteens();
  const trade = useTransactions(filters);
  const figureColumns: TableColumnProps<Row>[] = [
    { title: t('trade.acceptedAmount'), dataIndex: 'acceptedAmount', width: 140, align: 'right', render: (fen: number) => formatYuan(fen) },
    { title: t('trade.inspectedLines'), dataIndex: 'inspectedLines', width: 110, align: 'right' },
    { title: t('trade.refusedLines'), dataIndex: 'refusedLines', width: 110, align: 'right' },
    { title: t('trade.refusalRate'), dataIndex: 'refusalRate', width: 100, align: 'right', render: (rate: number | null) => formatRate(rate) },
  ];
  const table = (title: string, testId: string, head: string, rows: Row[], withTotal = false) => (
    <>
      <h3 className="merchant-trade-title">{title}</h3>
      <Table<Row>
        rowKey="key"
        border
        loading={trade.isLoading}
        data={rows}
        pagination={false}
        noDataElement={<Empty description={t('trade.empty')} />}
        data-testid={testId}
        columns={[{ title: head, dataIndex: 'label', width: 200 }, ...figureColumns]}
        summary={() =>
          withTotal && trade.data ? (
            <Table.Summary.Row data-testid="merchant-trade-total">
              <Table.Summary.Cell>{t('trade.total')}</Table.Summary.Cell>
              <Table.Summary.Cell style={{ textAlign: 'right' }}>{formatYuan(trade.data.total.acceptedAmount)}</Table.Summary.Cell>
              <Table.Summary.Cell style={{ textAlign: 'right' }}>{trade.data.total.inspectedLines}</Table.Summary.Cell>
              <Table.Summary.Cell style={{ textAlign: 'right' }}>{trade.data.total.refusedLines}</Table.Summary.Cell>
              <Table.Summary.Cell style={{ textAlign: 'right' }}>{formatRate(trade.data.total.refusalRate)}</Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </>
  );
  const data: Transactions | undefined = trade.data;
  return (
    <Card className="page-card" data-testid="merchant-trade-page">
      <Form
        form={form}
        layout="inline"
        className="crud-search"
        onSubmit={(values) => setFilters(compact(values) as Record<string, string>)}
        autoComplete="off"
        data-testid="merchant-trade-search"
      >
        <Form.Item label={t('filter.startMonth')} field="startMonth">
          <DatePicker.MonthPicker style={{ width: 140 }} aria-label={t('filter.startMonth')} />
        </Form.Item>
        <Form.Item label={t('filter.endMonth')} field="endMonth">
          <DatePicker.MonthPicker style={{ width: 140 }} aria-label={t('filter.endMonth')} />
        </Form.Item>
        {schools.length > 1 ? (
          <Form.Item label={t('filter.school')} field="schoolId">
            <Select
              allowClear
              style={{ width: 180 }}
              aria-label={t('filter.school')}
              options={schools.map((school) => ({ value: school.id, label: school.name }))}
            />
          </Form.Item>
        ) : null}
        <SearchActions form={form} onReset={() => setFilters({})} />
      </Form>
      {trade.error ? (
        <StatusPanel
          kind="error"
          title={t('crud:loadFailed')}
          detail={errorText(trade.error, t('crud:loadFailed'))}
          actionLabel={t('common:retry')}
          onAction={() => void trade.mutate()}
          testId="merchant-trade-error"
          error={trade.error}
        />
      ) : (
        <>
          <p data-testid="merchant-trade-range">{data ? t('trade.range', { start: data.startMonth, end: data.endMonth }) : ''}</p>
          {table(
            t('trade.byMonth'),
            'merchant-trade-months',
            t('trade.month'),
            (data?.byMonth ?? []).map((row) => ({ ...row, key: row.month, label: row.month })),
            true,
          )}
          {table(
            t('trade.bySupplier'),
            'merchant-trade-suppliers',
            t('trade.supplier'),
            (data?.bySupplier ?? []).map((row) => ({ ...row, key: row.supplierId, label: row.supplierName })),
          )}
          {table(
            t('trade.bySchool'),
            'merchant-trade-schools',
            t('trade.school'),
            (data?.bySchool ?? []).map((row) => ({ ...row, key: row.schoolId, label: row.schoolName })),
          )}
        </>
      )}
    </Card>
  );
}
