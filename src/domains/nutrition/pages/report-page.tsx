import { Button, Card, DatePicker, Space, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiguresState } from '../../../components/figures-state';
import { downloadFile } from '../../../lib/download';
import { errorText } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useToday } from '../../../lib/server-clock';
import { REPORT_EXPORT, type Report } from '../api';
import { useReport } from '../hooks';
import '../i18n';

const SHOWN = ['energy', 'protein', 'calcium', 'iron', 'vitaminA', 'vitaminC'] as const;

/** 营养报告: a month's published weeks of the reach, scored, with the versions used; printable and as .xlsx. */
export function ReportPage() {
  const { t } = useTranslation('nutrition');
  const [month, setMonth] = useState(useToday().slice(0, 7));
  const { data, error, mutate } = useReport(month);
  const exportReport = () =>
    downloadFile(REPORT_EXPORT, { month }, `营养报告-${month}.xlsx`).catch((failure: unknown) => notify.error(errorText(failure, t('crud:exportFailed'))));
  return (
    <Card className="page-card" data-testid="nutrition-report-page">
      <Space style={{ marginBottom: 12 }} className="no-print">
        <DatePicker.MonthPicker value={month} onChange={(value: string) => value && setMonth(value)} aria-label={t('field.month')} />
        <Button onClick={() => window.print()}>{t('report.print')}</Button>
        <Button onClick={() => void exportReport()} data-testid="nutrition-report-export">
          {t('report.export')}
        </Button>
      </Space>
      <FiguresState
        error={error}
        loaded={Boolean(data)}
        empty={data?.rows.length === 0}
        emptyText={t('empty.report')}
        onRetry={() => void mutate()}
        testId="nutrition-report"
      >
        <p data-testid="nutrition-report-summary">
          {data ? t('report.summary', { scope: data.scope, month: data.month, weeks: data.weeks, average: data.averageScore ?? '—' }) : null}
        </p>
        <p>{data ? t('report.versions', { versions: data.versions.join('；') }) : null}</p>
        <Table<Report['rows'][number]>
          rowKey={(row) => `${row.canteenName}-${row.weekStart}`}
          size="small"
          pagination={false}
          scroll={{ x: true }}
          data={data?.rows ?? []}
          columns={[
            { title: t('field.school'), dataIndex: 'schoolName', width: 150 },
            { title: t('field.canteen'), dataIndex: 'canteenName', width: 160 },
            { title: t('field.weekStart'), dataIndex: 'weekStart', width: 110 },
            { title: t('field.score'), dataIndex: 'score', width: 70 },
            { title: t('field.grade'), dataIndex: 'grade', width: 60 },
            ...SHOWN.map((key) => ({
              title: t(`nutrient.${key}`),
              dataIndex: key,
              width: 100,
              render: (_: unknown, row: Report['rows'][number]) => (row.percents[key] === null ? t('missing') : `${row.percents[key]}%`),
            })),
            { title: t('field.reasons'), dataIndex: 'reasons', render: (reasons: string[]) => reasons.join('；') },
          ]}
        />
      </FiguresState>
    </Card>
  );
}
