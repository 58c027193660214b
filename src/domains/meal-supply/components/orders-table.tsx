import { Button, DatePicker, Select, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Select/style/css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CrudTable, useCrudList, type CrudList, type SearchField } from '../../../components/crud';
import { useSchoolsAndCanteens } from '../../org';
import { fetchOrders, type MealOrder } from '../api';
import { ArrivalTemp, StatusTag } from './labels';
import './meal-supply.css';

/** Which screen the list is: the orders (订餐管理), the deliveries (送餐记录), the acceptances (供餐验收), or the supervisors' 验收记录. */
export type OrdersView = 'order' | 'delivery' | 'acceptance' | 'records';

/** The statuses each view lists when its filter is left empty. */
const DEFAULT_STATUS: Record<OrdersView, string | undefined> = { order: undefined, delivery: undefined, acceptance: '3,4,5', records: '3,4,5' };
const STATUS_CHOICES: Record<OrdersView, number[]> = { order: [1, 2, 3, 4, 5, 6], delivery: [1, 2, 3, 4, 5], acceptance: [3, 4, 5], records: [3, 4, 5] };

/**
 * One list of meal orders for the four screens, each with its own columns and row actions: cold arrivals (under 60 °C)
 * and refusals are highlighted wherever the delivery shows.
 */
/** The view's list of orders, its statuses by default when the filter is empty. */
export const useOrderList = (view: OrdersView) =>
  useCrudList<MealOrder>(`meal-${view}`, (query) => fetchOrders({ ...query, status: query.status ?? DEFAULT_STATUS[view] ?? '' }));

export function OrdersTable({
  view,
  list,
  onAdd,
  addLabel,
  rowActions,
  toolbar,
}: {
  view: OrdersView;
  list: CrudList<MealOrder>;
  onAdd?: () => void;
  addLabel?: string;
  rowActions?: (row: MealOrder) => ReactNode;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation('mealSupply');
  const { schools } = useSchoolsAndCanteens();
  const searchFields: SearchField[] = [
    ...periodAndStatus(t, STATUS_CHOICES[view]),
    ...(view === 'order'
      ? []
      : [
          {
            field: 'cold',
            label: t('field.cold'),
            control: <Select allowClear aria-label={t('field.cold')} style={{ width: 120 }} options={[{ value: '1', label: t('cold') }]} />,
          },
        ]),
    ...(schools.length > 1
      ? [
          {
            field: 'schoolId',
            label: t('field.school'),
            control: (
              <Select
                allowClear
                aria-label={t('field.school')}
                style={{ width: 180 }}
                options={schools.map((school) => ({ value: school.id, label: school.name }))}
              />
            ),
          },
        ]
      : []),
  ];
  const base: TableColumnProps<MealOrder>[] = [
    { title: t('field.mealDate'), dataIndex: 'mealDate', width: 110 },
    { title: t('field.meal'), dataIndex: 'meal', width: 70, render: (meal: number) => t(`meal.${meal}`) },
    ...(view === 'records' || schools.length > 1 ? [{ title: t('field.school'), dataIndex: 'schoolName', width: 150 }] : []),
    { title: t('field.provider'), dataIndex: 'providerName', width: 170, ellipsis: true },
    { title: t('field.quantity'), dataIndex: 'quantity', width: 90, align: 'right' },
    { title: t('field.status'), dataIndex: 'status', width: 90, render: (status: MealOrder['status']) => <StatusTag status={status} /> },
  ];
  const delivery: TableColumnProps<MealOrder>[] = [
    { title: t('field.arriveTime'), dataIndex: 'arriveTime', width: 160, render: (value: string | null) => value ?? '—' },
    { title: t('field.vehicleNo'), dataIndex: 'vehicleNo', width: 100, render: (value: string | null) => value ?? '—' },
    { title: t('field.arrivalTemp'), dataIndex: 'arrivalTemp', width: 140, render: (_: unknown, row) => <ArrivalTemp order={row} /> },
  ];
  const acceptance: TableColumnProps<MealOrder>[] = [
    { title: t('field.sampleKept'), dataIndex: 'sampleKept', width: 70, render: (kept: boolean | null) => (kept === null ? '—' : t(kept ? 'yes' : 'no')) },
    { title: t('field.refuseReason'), dataIndex: 'refuseReason', ellipsis: true, render: (reason: string) => reason || '—' },
    { title: t('field.acceptTime'), dataIndex: 'acceptTime', width: 160, render: (value: string | null) => value ?? '—' },
    { title: t('field.score'), dataIndex: 'score', width: 70, render: (score: number | null) => score ?? '—' },
  ];
  const columns =
    view === 'order'
      ? [...base, { title: t('field.cutoffAt'), dataIndex: 'cutoffAt', width: 160 }, { title: t('field.remark'), dataIndex: 'remark', ellipsis: true }]
      : view === 'delivery'
        ? [...base, { title: t('field.departTime'), dataIndex: 'departTime', width: 160, render: (value: string | null) => value ?? '—' }, ...delivery]
        : [...base, ...delivery, ...acceptance];
  return (
    <CrudTable<MealOrder>
      name={`meal-${view}`}
      list={list}
      searchFields={searchFields}
      columns={columns.map((column) => ({
        ...column,
        onCell: (row: MealOrder) => ({ className: row.status === 5 || (row.cold && view !== 'order') ? 'meal-flagged' : undefined }),
      }))}
      onAdd={onAdd}
      addLabel={addLabel}
      rowActions={rowActions}
      toolbar={toolbar}
      emptyText={t('empty')}
    />
  );
}

/** The date range and status filters of every list of orders (the school's, the supervisors', the provider's). */
export const periodAndStatus = (t: TFunction<'mealSupply'>, statuses: number[]): SearchField[] => [
  { field: 'startDate', label: t('field.startDate'), control: <DatePicker style={{ width: 140 }} aria-label={t('field.startDate')} /> },
  { field: 'endDate', label: t('field.endDate'), control: <DatePicker style={{ width: 140 }} aria-label={t('field.endDate')} /> },
  {
    field: 'status',
    label: t('field.status'),
    control: (
      <Select
        allowClear
        placeholder={t('status.all')}
        aria-label={t('field.status')}
        style={{ width: 120 }}
        options={statuses.map((status) => ({ value: String(status), label: t(`status.${status}`) }))}
      />
    ),
  },
];

export function ActionButton({ label, testId, onClick }: { label: string; testId: string; onClick: () => void }) {
  return (
    <Button type="text" size="mini" onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
