import { Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css';
import { useTranslation } from 'react-i18next';
import { warningKinds, type RankedSchool } from '../figures';

/** The schools of the reach with their warnings (and, when `withToday`, today's figures), ranked (学校排名). */
export function RankingTable({ rows, withToday, testId }: { rows: RankedSchool[]; withToday: boolean; testId: string }) {
  const { t } = useTranslation('homes');
  const columns: TableColumnProps<RankedSchool>[] = [
    { title: t('column.rank'), dataIndex: 'rank', width: 70, align: 'right' },
    { title: t('column.school'), dataIndex: 'schoolName', width: 200 },
    ...warningKinds(rows).map((kind) => ({ title: t(`warning.${kind}`), dataIndex: kind, width: 120, align: 'right' as const })),
    ...(withToday
      ? [
          { title: t('today.meals'), width: 110, align: 'right' as const, render: (_: unknown, row: RankedSchool) => row.today?.meals ?? '—' },
          {
            title: t('today.ledgersComplete'),
            width: 130,
            align: 'right' as const,
            render: (_: unknown, row: RankedSchool) => (row.today ? `${row.today.ledgersComplete} / ${row.today.canteens}` : '—'),
          },
          {
            title: t('today.deliveriesAccepted'),
            width: 120,
            align: 'right' as const,
            render: (_: unknown, row: RankedSchool) => row.today?.deliveriesAccepted ?? '—',
          },
        ]
      : []),
  ];
  return (
    <Table<RankedSchool>
      rowKey="schoolId"
      border
      data={rows}
      columns={columns}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      data-testid={testId}
      noDataElement={t('empty.schools')}
    />
  );
}
