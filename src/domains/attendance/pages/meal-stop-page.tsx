import { Button, Card, Modal, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { notify } from '../../../lib/notify';
import { cancelMealStops, fetchMealStops } from '../api';
import { CanteenFilter } from '../components/filters';
import { MealStopDialog } from '../components/meal-stop-dialog';
import { useAttendanceCanteens } from '../hooks';
import type { MealStop, MealStopKind, MealStopState } from '../types';
import '../attendance.css';
import '../i18n';

const STATES: MealStopState[] = ['upcoming', 'running', 'ended', 'cancelled'];
const KINDS: MealStopKind[] = ['staff', 'student'];
const STATE_COLOURS: Record<MealStopState, string> = { upcoming: 'arcoblue', running: 'orange', ended: 'gray', cancelled: 'red' };

/** 停餐管理: the days staff or students eat none of some meals — entered by hand, cancelled while not yet ended. */
export function MealStopPage() {
  const { t } = useTranslation('attendance');
  const canAdd = useCan('meal_stop_add');
  const canCancel = useCan('meal_stop_delete');
  const canteens = useAttendanceCanteens();
  const [adding, setAdding] = useState(false);
  const list = useCrudList<MealStop>('attendance-meal-stop', fetchMealStops);
  const refresh = () => void list.list.mutate();

  const cancel = (row: MealStop) =>
    Modal.confirm({
      title: t('mealStop.cancelTitle'),
      content: t('mealStop.cancelContent', { name: row.personName, start: row.startDate, end: row.endDate }),
      okText: t('mealStop.cancel'),
      cancelText: t('common:cancel'),
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        await cancelMealStops([row.id]);
        notify.success(t('crud:saved'));
        refresh();
      },
    });

  return (
    <Card className="page-card" data-testid="attendance-meal-stop-page">
      <CrudTable<MealStop>
        name="attendance-meal-stop"
        list={list}
        emptyText={t('mealStop.empty')}
        searchFields={[
          { field: 'personName', label: t('field.personName') },
          { field: 'canteenId', label: t('filter.canteen'), control: <CanteenFilter /> },
          {
            field: 'personKind',
            label: t('mealStop.kind'),
            control: (
              <Select allowClear placeholder={t('filter.all')} aria-label={t('mealStop.kind')} style={{ width: 120 }}>
                {KINDS.map((kind) => (
                  <Select.Option key={kind} value={kind}>
                    {t(`mealStopKind.${kind}`)}
                  </Select.Option>
                ))}
              </Select>
            ),
          },
          {
            field: 'state',
            label: t('mealStop.state'),
            control: (
              <Select allowClear placeholder={t('filter.all')} aria-label={t('mealStop.state')} style={{ width: 120 }}>
                {STATES.map((state) => (
                  <Select.Option key={state} value={state}>
                    {t(`mealStopState.${state}`)}
                  </Select.Option>
                ))}
              </Select>
            ),
          },
        ]}
        toolbar={
          canAdd && canteens.data?.length ? (
            <Button type="primary" icon={<IconPlus />} onClick={() => setAdding(true)} data-testid="meal-stop-add">
              {t('mealStop.add')}
            </Button>
          ) : null
        }
        rowActions={
          canCancel
            ? (row) =>
                row.state === 'upcoming' || row.state === 'running' ? (
                  <Button type="text" size="mini" status="danger" onClick={() => cancel(row)} data-testid={`meal-stop-cancel-${row.id}`}>
                    {t('mealStop.cancel')}
                  </Button>
                ) : null
            : undefined
        }
        columns={[
          { title: t('field.personNumber'), dataIndex: 'personNumber', width: 100 },
          { title: t('field.personName'), dataIndex: 'personName', width: 100 },
          {
            title: t('mealStop.kind'),
            dataIndex: 'personKind',
            width: 120,
            render: (kind: MealStopKind, row: MealStop) => (row.className ? `${t(`mealStopKind.${kind}`)} · ${row.className}` : t(`mealStopKind.${kind}`)),
          },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 170, ellipsis: true },
          {
            title: t('mealStop.dates'),
            dataIndex: 'startDate',
            width: 220,
            render: (start: string, row: MealStop) => t('mealStop.range', { start, end: row.endDate }),
          },
          {
            title: t('mealStop.meals'),
            dataIndex: 'dinnerTypes',
            width: 160,
            render: (types: number[]) => types.map((type) => t(`meal.${type}`)).join('、'),
          },
          { title: t('mealStop.reason'), dataIndex: 'reason', ellipsis: true },
          {
            title: t('mealStop.state'),
            dataIndex: 'state',
            width: 100,
            render: (state: MealStopState) => <Tag color={STATE_COLOURS[state]}>{t(`mealStopState.${state}`)}</Tag>,
          },
          { title: t('mealStop.source'), dataIndex: 'source', width: 90, render: (source: number) => t(`mealStopSource.${source}`) },
          { title: t('mealStop.createdBy'), dataIndex: 'createTime', width: 200, render: (time: string, row: MealStop) => `${time} ${row.createUser}` },
        ]}
      />
      <MealStopDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          refresh();
        }}
      />
    </Card>
  );
}
