import { Card, DatePicker, Empty, Form, Select, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { compact, type Filters, SearchActions } from '../../../components/crud';
import { StatusPanel } from '../../../components/status-panel';
import { useSchoolsAndCanteens } from '../../org';
import { fetchBySchool, fetchDaily } from '../api';
import { Money } from '../components/money';
import { consumeKeys } from '../queries';
import type { DayFigure, SchoolFigure } from '../types';
import '../consume.css';
import '../i18n';

const MEALS = [1, 2, 3, 4];

/**
 * 消费汇总: the consumptions (reversed ones left out) of each day × meal — count and yuan — with the range's totals,
 * and each school's consumption, recharges, refunds and subsidy. The supervising units see the counts only.
 */
export function SummaryPage() {
  const { t } = useTranslation('consume');
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const { schools } = useSchoolsAndCanteens();
  const daily = useSWR(consumeKeys.summaryDaily(filters), () => fetchDaily(filters), { keepPreviousData: true });
  const bySchool = useSWR(consumeKeys.summarySchool(filters), () => fetchBySchool(filters), { keepPreviousData: true });
  const amounts = daily.data ? daily.data.total.amount !== null : true;

  const mealColumns: TableColumnProps<DayFigure>[] = MEALS.map((dinnerType) => ({
    title: t(`dinnerType.${dinnerType}`),
    children: [
      { title: t('summary.count'), key: `c${dinnerType}`, width: 70, align: 'right', render: (_: unknown, row: DayFigure) => row.meals[dinnerType - 1]!.count },
      ...(amounts
        ? [
            {
              title: t('summary.amount'),
              key: `a${dinnerType}`,
              width: 90,
              align: 'right' as const,
              render: (_: unknown, row: DayFigure) => <Money fen={row.meals[dinnerType - 1]!.amount} />,
            },
          ]
        : []),
    ],
  }));
  const failed = daily.error || bySchool.error;
  return (
    <Card className="page-card" data-testid="consume-summary-page">
      <Form
        form={form}
        layout="inline"
        className="crud-search"
        onSubmit={(values) => setFilters(compact(values))}
        autoComplete="off"
        data-testid="summary-search"
      >
        <Form.Item label={t('filter.startDate')} field="startDate">
          <DatePicker style={{ width: 140 }} aria-label={t('filter.startDate')} />
        </Form.Item>
        <Form.Item label={t('filter.endDate')} field="endDate">
          <DatePicker style={{ width: 140 }} aria-label={t('filter.endDate')} />
        </Form.Item>
        {schools.length > 1 ? (
          <Form.Item label={t('field.school')} field="schoolId">
            <Select
              allowClear
              style={{ width: 180 }}
              aria-label={t('field.school')}
              options={schools.map((school) => ({ value: school.id, label: school.name }))}
            />
          </Form.Item>
        ) : null}
        <SearchActions form={form} onReset={() => setFilters({})} />
      </Form>
      {failed ? (
        <StatusPanel
          kind="error"
          title={t('crud:loadFailed')}
          actionLabel={t('common:retry')}
          onAction={() => void Promise.all([daily.mutate(), bySchool.mutate()])}
          testId="summary-error"
          error={daily.error ?? bySchool.error}
        />
      ) : (
        <>
          <p className="consume-range" data-testid="summary-range">
            {daily.data ? t('summary.range', { start: daily.data.startDate, end: daily.data.endDate }) : ''}
          </p>
          <Table<DayFigure>
            rowKey="date"
            border
            loading={daily.isLoading}
            data={daily.data?.days ?? []}
            pagination={false}
            scroll={{ y: 420 }}
            noDataElement={<Empty description={t('summary.empty')} />}
            data-testid="summary-daily"
            columns={[
              { title: t('summary.date'), dataIndex: 'date', width: 110, fixed: 'left' },
              ...mealColumns,
              {
                title: t('summary.total'),
                children: [
                  { title: t('summary.count'), dataIndex: 'count', width: 80, align: 'right' },
                  ...(amounts
                    ? [
                        {
                          title: t('summary.amount'),
                          dataIndex: 'amount',
                          width: 100,
                          align: 'right' as const,
                          render: (fen: number | null) => <Money fen={fen} />,
                        },
                      ]
                    : []),
                ],
              },
            ]}
            summary={() =>
              daily.data?.days.length ? (
                <Table.Summary.Row className="consume-summary-total" data-testid="summary-total">
                  <Table.Summary.Cell>{t('summary.total')}</Table.Summary.Cell>
                  {[...daily.data.total.meals, { count: daily.data.total.count, amount: daily.data.total.amount }].flatMap((figure, index) => [
                    <Table.Summary.Cell key={`c${index}`} style={{ textAlign: 'right' }}>
                      {figure.count}
                    </Table.Summary.Cell>,
                    ...(amounts
                      ? [
                          <Table.Summary.Cell key={`a${index}`} style={{ textAlign: 'right' }}>
                            <Money fen={figure.amount} />
                          </Table.Summary.Cell>,
                        ]
                      : []),
                  ])}
                </Table.Summary.Row>
              ) : null
            }
          />
          <h3 className="consume-school-title">{t('summary.bySchool')}</h3>
          <Table<SchoolFigure>
            rowKey="schoolId"
            border
            loading={bySchool.isLoading}
            data={bySchool.data ?? []}
            pagination={false}
            noDataElement={<Empty description={t('summary.empty')} />}
            data-testid="summary-school"
            columns={[
              { title: t('field.school'), dataIndex: 'schoolName', width: 180 },
              { title: t('summary.count'), dataIndex: 'count', width: 90, align: 'right' },
              ...(amounts
                ? (['amount', 'recharge', 'refund', 'subsidy'] as const).map((field) => ({
                    title: t(`summary.${field}`),
                    dataIndex: field,
                    width: 110,
                    align: 'right' as const,
                    render: (fen: number | null) => <Money fen={fen} />,
                  }))
                : []),
            ]}
          />
        </>
      )}
    </Card>
  );
}
