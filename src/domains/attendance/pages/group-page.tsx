import { Card, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { CrudTable, useCrudList, type DialogMode } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { fetchGroups, removeGroups } from '../api';
import { GroupDialog } from '../components/group-dialog';
import { useAttendanceCanteens } from '../hooks';
import { attendanceKeys } from '../queries';
import { GROUP_TYPES, type Group, type Shift } from '../types';
import { workdaysText } from '../workdays';
import '../attendance.css';
import '../i18n';

const TYPE_COLOURS = { 1: 'arcoblue', 2: 'purple', 3: 'green' } as const;

/** 考勤组: the attendance groups of the caller's canteens — type, shifts, workdays, people — kept by the canteen and its school. */
export function GroupPage() {
  const { t } = useTranslation('attendance');
  const canAdd = useCan('attendance_group_add');
  const canEdit = useCan('attendance_group_edit');
  const canRemove = useCan('attendance_group_delete');
  const canteens = useAttendanceCanteens();
  const { mutate } = useSWRConfig();
  const [dialog, setDialog] = useState<{ mode: DialogMode; id?: string } | null>(null);
  const list = useCrudList<Group>('attendance-group', fetchGroups);
  const refresh = () => {
    void list.list.mutate();
    void mutate(attendanceKeys.groupOptions);
  };

  return (
    <Card className="page-card" data-testid="attendance-group-page">
      <CrudTable<Group>
        name="attendance-group"
        list={list}
        emptyText={t('group.empty')}
        addLabel={t('group.add')}
        searchFields={[
          { field: 'groupName', label: t('group.name') },
          {
            field: 'groupType',
            label: t('group.type'),
            control: (
              <Select allowClear placeholder={t('filter.all')} aria-label={t('group.type')} style={{ width: 140 }}>
                {GROUP_TYPES.map((type) => (
                  <Select.Option key={type} value={String(type)}>
                    {t(`groupType.${type}`)}
                  </Select.Option>
                ))}
              </Select>
            ),
          },
        ]}
        columns={[
          { title: t('group.name'), dataIndex: 'groupName', width: 180 },
          { title: t('group.canteen'), dataIndex: 'canteenName', width: 170, ellipsis: true },
          {
            title: t('group.type'),
            dataIndex: 'groupType',
            width: 110,
            render: (type: Group['groupType']) => <Tag color={TYPE_COLOURS[type]}>{t(`groupType.${type}`)}</Tag>,
          },
          {
            title: t('group.shifts'),
            dataIndex: 'shifts',
            width: 200,
            render: (shifts: Shift[]) => (shifts.length ? shifts.map((shift) => `${shift.name} ${shift.start}–${shift.end}`).join('；') : t('group.noShift')),
          },
          { title: t('group.workdays'), dataIndex: 'workdays', width: 150, render: (days: number[]) => workdaysText(days, t) },
          { title: t('group.memberCount'), dataIndex: 'memberCount', width: 80, align: 'right' },
          { title: t('group.exemptCount'), dataIndex: 'exemptCount', width: 90, align: 'right' },
          { title: t('group.makeUpLimit'), dataIndex: 'makeUpLimit', width: 110, align: 'right' },
          { title: t('group.supervisors'), dataIndex: 'supervisorNames', width: 120, render: (names: string[]) => names.join('、') || '—' },
          { title: t('group.devices'), dataIndex: 'deviceNames', width: 160, ellipsis: true, render: (names: string[]) => names.join('、') || '—' },
          { title: t('group.updateTime'), dataIndex: 'updateTime', width: 170 },
        ]}
        onAdd={canAdd && canteens.data?.length ? () => setDialog({ mode: 'add' }) : undefined}
        onEdit={canEdit ? (row) => setDialog({ mode: 'edit', id: row.id }) : undefined}
        onView={(row) => setDialog({ mode: 'view', id: row.id })}
        onRemove={
          canRemove
            ? async (ids) => {
                await removeGroups(ids);
                void mutate(attendanceKeys.groupOptions);
              }
            : undefined
        }
      />
      <GroupDialog
        mode={dialog?.mode ?? null}
        id={dialog?.id}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          refresh();
        }}
      />
    </Card>
  );
}
