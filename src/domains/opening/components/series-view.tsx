import { Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { barsOption, total, type ChartSeries } from '../chart';
import type { Series } from '../types';
import { money } from './money';
import '../i18n';

export interface SeriesField<T> {
  field: keyof T & string;
  money?: boolean;
  /** Drawn in the chart (as a line on the second axis when `line`). */
  chart?: boolean | 'line';
}

interface Props<T> {
  data: Series<T>;
  fields: SeriesField<T>[];
  chartLabel: string;
  testId: string;
}

type Row = Record<string, string | number> & { key: string; label: string };

/** A monthly series (开卡统计, 充值统计): its chart by month, then the table by month and the table by school, with totals. */
export function SeriesView<T extends object>({ data, fields, chartLabel, testId }: Props<T>) {
  const { t } = useTranslation('opening');
  const figure = (row: Row, field: string) => Number(row[field]);
  const months: Row[] = useMemo(() => data.months.map((row) => ({ ...(row as Record<string, number>), key: row.month, label: row.month })), [data]);
  const schools: Row[] = data.schools.map((row) => ({ ...(row as Record<string, number>), key: row.schoolId, label: row.schoolName }));
  const option = useMemo(() => {
    const drawn: ChartSeries[] = fields
      .filter((one) => one.chart)
      .map((one) => ({
        name: t(`field.${String(one.field)}`),
        values: months.map((row) => figure(row, one.field)),
        money: one.money,
        line: one.chart === 'line',
      }));
    return barsOption(
      months.map((row) => row.label),
      drawn,
    );
  }, [months, fields, t]);
  const columns = (head: string): TableColumnProps<Row>[] => [
    { title: head, dataIndex: 'label', width: 180 },
    ...fields.map((one) => ({
      title: t(`field.${String(one.field)}`),
      dataIndex: one.field,
      width: 110,
      align: 'right' as const,
      render: one.money ? money : undefined,
    })),
  ];
  const table = (title: string, rows: Row[], head: string, id: string) => (
    <>
      <h3 className="opening-section-title">{title}</h3>
      <Table<Row>
        rowKey="key"
        border
        data={rows}
        pagination={false}
        columns={columns(head)}
        data-testid={`${testId}-${id}`}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell>{t('total')}</Table.Summary.Cell>
            {fields.map((one) => {
              const sum = total(rows, (row) => figure(row, one.field));
              return (
                <Table.Summary.Cell key={one.field} style={{ textAlign: 'right' }}>
                  {one.money ? money(sum) : sum}
                </Table.Summary.Cell>
              );
            })}
          </Table.Summary.Row>
        )}
      />
    </>
  );
  return (
    <>
      <Chart option={option} label={chartLabel} testId={`${testId}-chart`} />
      {table(t('byMonth'), months, t('field.month'), 'months')}
      {table(t('bySchool'), schools, t('field.school'), 'schools')}
    </>
  );
}
