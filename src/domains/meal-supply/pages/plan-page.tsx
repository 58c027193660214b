import { Button, Card, DatePicker, Empty, InputNumber, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Table/style/css';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/form-dialog';
import { StatusPanel } from '../../../components/status-panel';
import { errorText } from '../../../lib/http';
import { savePlan, type PlanRow } from '../api';
import { usePlan } from '../hooks';
import { ProviderGate } from '../components/provider-gate';
import '../components/meal-supply.css';
import '../i18n';

const MEALS = [1, 2, 3] as const;

/** 供餐计划: each class's diners for 早餐, 午餐 and 晚餐 of a day (tomorrow first); an order with no quantity takes the day's totals. */
export function PlanPage() {
  const { t } = useTranslation('mealSupply');
  const [date, setDate] = useState(() => dayjs().add(1, 'day').format('YYYY-MM-DD'));
  const plan = usePlan(date);
  const [edits, setEdits] = useState<Record<string, (number | null)[]>>({});
  const rows: PlanRow[] = (plan.data?.rows ?? []).map((row) => ({ ...row, diners: edits[row.className] ?? row.diners }));
  const save = useSubmit(
    () =>
      savePlan(
        date,
        rows.map(({ className, diners }) => ({ className, diners })),
      ),
    {
      success: t('plan.saved'),
      onSaved: async (saved) => {
        setEdits({});
        await plan.mutate(saved, { revalidate: false });
      },
    },
  );
  const set = (row: PlanRow, meal: number, value: number | undefined) =>
    setEdits({ ...edits, [row.className]: row.diners.map((old, index) => (index === meal - 1 ? (value ?? null) : old)) });
  const columns: TableColumnProps<PlanRow>[] = [
    { title: t('field.className'), dataIndex: 'className', width: 140 },
    { title: t('field.students'), dataIndex: 'students', width: 100, align: 'right' },
    ...MEALS.map((meal) => ({
      title: t(`meal.${meal}`),
      key: `meal-${meal}`,
      width: 140,
      render: (_: unknown, row: PlanRow) => (
        <InputNumber
          min={0}
          max={10000}
          precision={0}
          value={row.diners[meal - 1] ?? undefined}
          onChange={(value) => set(row, meal, value)}
          aria-label={`${row.className} ${t(`meal.${meal}`)}`}
          data-testid={`meal-plan-${row.className}-${meal}`}
        />
      ),
    })),
  ];
  const totals = MEALS.map((meal) => rows.reduce((sum, row) => sum + (row.diners[meal - 1] ?? 0), 0));
  return (
    <Card className="page-card" data-testid="meal-plan-page">
      <ProviderGate>
        <Space style={{ marginBottom: 12 }}>
          <DatePicker
            value={date}
            allowClear={false}
            onChange={(value) => {
              setEdits({});
              setDate(value);
            }}
            aria-label={t('field.date')}
          />
          <Button type="primary" loading={save.saving} disabled={!rows.length} onClick={() => void save.submit()} data-testid="meal-plan-save">
            {t('plan.save')}
          </Button>
        </Space>
        {plan.error ? (
          <StatusPanel
            kind="error"
            title={t('crud:loadFailed')}
            detail={errorText(plan.error, t('crud:loadFailed'))}
            actionLabel={t('common:retry')}
            onAction={() => void plan.mutate()}
            testId="meal-plan-error"
            error={plan.error}
          />
        ) : (
          <Table<PlanRow>
            rowKey="className"
            border
            loading={plan.isLoading}
            data={rows}
            columns={columns}
            pagination={false}
            noDataElement={<Empty description={t('plan.empty')} />}
            data-testid="meal-plan-table"
            summary={() =>
              rows.length ? (
                <Table.Summary.Row className="meal-plan-total">
                  <Table.Summary.Cell>{t('plan.total')}</Table.Summary.Cell>
                  <Table.Summary.Cell style={{ textAlign: 'right' }}>{rows.reduce((sum, row) => sum + row.students, 0)}</Table.Summary.Cell>
                  {totals.map((total, index) => (
                    <Table.Summary.Cell key={index} data-testid={`meal-plan-total-${index + 1}`}>
                      {total}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              ) : null
            }
          />
        )}
      </ProviderGate>
    </Card>
  );
}
