import { Card, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { barsOption, total } from '../chart';
import { FiguresState } from '../../../components/figures-state';
import { money } from '../components/money';
import { RangeSearch } from '../components/range-search';
import { useSchoolFigures } from '../hooks';
import type { SchoolFigure } from '../types';
import '../opening.css';
import '../i18n';

const COUNTS = [
  'accounts',
  'teachers',
  'students',
  'staff',
  'closed',
  'withoutCard',
  'cardsIssued',
  'cardsNormal',
  'cardsLost',
  'cardsFrozen',
  'cardsCancelled',
] as const;
const AMOUNTS = ['cash', 'subsidy'] as const;

/**
 * 学校开户统计: each school of the caller's reach — the accounts opened in the chosen months by type, the cards issued
 * to them and their states, the open accounts without a card, and the balances they hold — with a chart and totals.
 */
export function SchoolPage() {
  const { t } = useTranslation('opening');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const figures = useSchoolFigures(filters);
  const rows = useMemo(() => figures.data ?? [], [figures.data]);
  const option = useMemo(
    () =>
      barsOption(
        rows.map((row) => row.schoolName),
        [
          { name: t('field.accounts'), values: rows.map((row) => row.accounts) },
          { name: t('field.cardsNormal'), values: rows.map((row) => row.cardsNormal) },
          { name: t('field.withoutCard'), values: rows.map((row) => row.withoutCard) },
        ],
      ),
    [rows, t],
  );
  const columns: TableColumnProps<SchoolFigure>[] = [
    { title: t('field.school'), dataIndex: 'schoolName', width: 180, fixed: 'left' },
    ...COUNTS.map((field) => ({ title: t(`field.${field}`), dataIndex: field, width: 90, align: 'right' as const })),
    ...AMOUNTS.map((field) => ({ title: t(`field.${field}`), dataIndex: field, width: 120, align: 'right' as const, render: money })),
  ];
  return (
    <Card className="page-card" data-testid="opening-school-page">
      <RangeSearch onChange={setFilters} testId="opening-school-search" />
      <p className="opening-note">{t('school.note')}</p>
      <FiguresState error={figures.error} loaded={!!figures.data} empty={rows.length === 0} onRetry={() => void figures.mutate()} testId="opening-school">
        <Chart option={option} label={t('school.chart')} testId="opening-school-chart" />
        <Table<SchoolFigure>
          rowKey="schoolId"
          border
          loading={figures.isValidating && !figures.isLoading}
          data={rows}
          pagination={false}
          scroll={{ x: 1600 }}
          columns={columns}
          data-testid="opening-school-table"
          summary={() => (
            <Table.Summary.Row data-testid="opening-school-total">
              <Table.Summary.Cell>{t('total')}</Table.Summary.Cell>
              {COUNTS.map((field) => (
                <Table.Summary.Cell key={field} style={{ textAlign: 'right' }}>
                  {total(rows, (row) => row[field])}
                </Table.Summary.Cell>
              ))}
              {AMOUNTS.map((field) => (
                <Table.Summary.Cell key={field} style={{ textAlign: 'right' }}>
                  {money(total(rows, (row) => row[field]))}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          )}
        />
      </FiguresState>
    </Card>
  );
}
