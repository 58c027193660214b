import { Card, Collapse, DatePicker, Empty, Spin, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Collapse/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/status-panel';
import { useCan } from '../../../components/use-can';
import { formatYuan } from '../../../lib/money';
import { useToday } from '../../../lib/server-clock';
import { formatPercent, levelColor, shiftMonth, unitOf } from '../components/format';
import { ThresholdsForm } from '../components/thresholds-form';
import { useIndicators } from '../hooks';
import type { IndicatorCode, Thresholds, Warning } from '../types';
import '../components/finance-supervision.css';
import '../i18n';

/**
 * 指标预警: a month's warnings of the schools of the supervisor's reach (last month by default) — a month left open
 * past the closing day, a food-cost ratio above or below its line or far from the district's median, a single
 * emergency purchase above the amount or the share of the month's purchases —, the most serious first (a link may name
 * the month: ?month=YYYY-MM). The education bureau sets the district's thresholds below.
 */
export function IndicatorPage() {
  const { t } = useTranslation('finance-supervision');
  const lastMonth = shiftMonth(useToday().slice(0, 7), -1);
  // a link may name the month (?month=YYYY-MM)
  const asked = useSearchParams()[0].get('month');
  const [month, setMonth] = useState<string | undefined>(asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : undefined);
  const chosen = month ?? lastMonth;
  const indicators = useIndicators(chosen);
  const canSet = useCan('indicator_setting');
  const shown = (code: IndicatorCode, value: number) => {
    const unit = unitOf(code);
    if (unit === 'fen') return formatYuan(value);
    if (unit === 'days') return t('unit.days', { count: value });
    if (unit === 'points') return t('unit.pointsOf', { value: value.toFixed(1) });
    return formatPercent(value);
  };
  const data = indicators.data;
  return (
    <Card className="page-card" data-testid="fin-indicator-page">
      <div className="fin-sup-bar">
        <DatePicker.MonthPicker
          aria-label={t('filter.month')}
          value={chosen}
          allowClear={false}
          onChange={(value: string) => setMonth(value || undefined)}
          style={{ width: 140 }}
          data-testid="fin-indicator-month"
        />
        {data ? (
          <span data-testid="fin-indicator-summary">
            {t('indicator.summary', { schools: data.schools, warnings: data.warnings.length, median: formatPercent(data.median) })}
          </span>
        ) : null}
      </div>
      {indicators.error && !data ? (
        <StatusPanel
          kind="error"
          title={t('loadFailed')}
          actionLabel={t('common:retry')}
          onAction={() => void indicators.mutate()}
          testId="fin-indicator-error"
          error={indicators.error}
        />
      ) : !data ? (
        <Spin className="page-loading" tip={t('common:loading')} />
      ) : (
        <Table<Warning & { key: string }>
          rowKey="key"
          border
          loading={indicators.isValidating}
          data={data.warnings.map((warning, index) => ({ ...warning, key: `${warning.schoolId}-${warning.code}-${index}` }))}
          pagination={false}
          noDataElement={<Empty description={t('indicator.empty', { month: data.month })} />}
          data-testid="fin-indicator-table"
          columns={[
            {
              title: t('indicator.level'),
              dataIndex: 'level',
              width: 90,
              render: (level: Warning['level']) => <Tag color={levelColor(level)}>{t(`level.${level}`)}</Tag>,
            },
            { title: t('indicator.school'), dataIndex: 'schoolName', width: 200 },
            {
              title: t('indicator.code'),
              dataIndex: 'code',
              width: 220,
              render: (code: IndicatorCode, row) => (row.orderNo ? `${t(`code.${code}`)}（${row.orderNo}）` : t(`code.${code}`)),
            },
            { title: t('indicator.value'), dataIndex: 'value', width: 140, align: 'right', render: (value: number, row) => shown(row.code, value) },
            {
              title: t('indicator.threshold'),
              dataIndex: 'threshold',
              width: 140,
              align: 'right',
              render: (value: number, row) => (row.code === 'unclosed' ? t('unit.dayOf', { day: value }) : shown(row.code, value)),
            },
          ]}
        />
      )}
      <Collapse bordered={false} style={{ marginTop: 16 }}>
        <Collapse.Item name="thresholds" header={t('threshold.title')} data-testid="fin-thresholds">
          {canSet ? <ThresholdsForm /> : data ? <ThresholdsText thresholds={data.thresholds} /> : null}
        </Collapse.Item>
      </Collapse>
    </Card>
  );
}

/** The district's thresholds as read by a supervisor who does not set them. */
function ThresholdsText({ thresholds }: { thresholds: Thresholds }) {
  const { t } = useTranslation('finance-supervision');
  return (
    <p data-testid="fin-thresholds-text">
      {t('threshold.text', {
        closeDay: thresholds.closeDay,
        high: thresholds.foodCostHigh,
        low: thresholds.foodCostLow,
        amount: formatYuan(thresholds.emergencyAmount),
        share: thresholds.emergencyShare,
        gap: thresholds.medianGap,
      })}
    </p>
  );
}
