import { Card, DatePicker, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiguresState } from '../../../components/figures-state';
import type { IntakeRow } from '../api';
import { useToday } from '../../../lib/server-clock';
import { addDays, LIGHT_COLOR } from '../format';
import { useIntake } from '../hooks';
import '../i18n';

const SHOWN = ['energy', 'protein', 'fibre', 'calcium', 'iron', 'zinc', 'vitaminA', 'vitaminC', 'fatShare'] as const;

/** 营养摄入分析: per school and age group, the published weeks' average served day over a range against the standard. */
export function IntakePage() {
  const { t } = useTranslation('nutrition');
  const today = useToday();
  const [range, setRange] = useState<[string, string]>([addDays(today, -28), addDays(today, 6)]);
  const { data, error, mutate } = useIntake(range[0], range[1]);
  return (
    <Card className="page-card" data-testid="nutrition-intake-page">
      <DatePicker.RangePicker
        value={range}
        onChange={(value: string[]) => value?.length === 2 && setRange([value[0]!, value[1]!])}
        aria-label={t('field.range')}
        style={{ marginBottom: 12 }}
      />
      <FiguresState
        error={error}
        loaded={Boolean(data)}
        empty={data?.length === 0}
        emptyText={t('empty.intake')}
        onRetry={() => void mutate()}
        testId="nutrition-intake"
      >
        <Table<IntakeRow>
          rowKey={(row) => `${row.schoolId}-${row.ageGroup}`}
          size="small"
          pagination={false}
          scroll={{ x: true }}
          data={data ?? []}
          columns={[
            { title: t('field.school'), dataIndex: 'schoolName', width: 160 },
            { title: t('field.ageGroup'), dataIndex: 'ageGroup', width: 90, render: (group: string) => t('ageGroup', { group }) },
            { title: t('field.days'), dataIndex: 'days', width: 80 },
            ...SHOWN.map((key) => ({
              title: t(`nutrient.${key}`),
              dataIndex: key,
              width: 120,
              render: (_: unknown, row: IntakeRow) => {
                const check = row.checks.find((item) => item.nutrient === key);
                return check ? (
                  <Tag color={LIGHT_COLOR[check.light]}>
                    {check.value}
                    {check.percent === null ? '' : ` (${check.percent}%)`}
                  </Tag>
                ) : null;
              },
            })),
          ]}
        />
      </FiguresState>
    </Card>
  );
}
