import { Card, DatePicker } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { fetchReport } from '../api';
import { CanteenFilter, GroupFilter } from '../components/filters';
import { ATTENDANCE_PATHS } from '../paths';
import type { ReportRow } from '../types';
import '../attendance.css';
import '../i18n';

/**
 * 考勤统计: a month per person (this month unless one is chosen) — days due, present, late, absent, make-ups and
 * meal-stop days — computed by the server from the punches and the group's shifts and workdays; exported as .xlsx.
 */
export function ReportPage() {
  const { t } = useTranslation('attendance');
  const list = useCrudList<ReportRow>('attendance-report', fetchReport);
  const month = list.list.data && 'month' in list.list.data ? String(list.list.data.month) : '';
  return (
    <Card className="page-card" data-testid="attendance-report-page">
      <div className="attendance-month" data-testid="attendance-report-month">
        {month ? t('report.month', { month }) : null}
      </div>
      <CrudTable<ReportRow>
        name="attendance-report"
        list={list}
        emptyText={t('report.empty')}
        exportFile={{ path: ATTENDANCE_PATHS.reportExport, fileName: t('report.fileName', { month }) }}
        searchFields={[
          { field: 'month', label: t('filter.month'), control: <DatePicker.MonthPicker style={{ width: 140 }} aria-label={t('filter.month')} /> },
          { field: 'canteenId', label: t('filter.canteen'), control: <CanteenFilter /> },
          { field: 'groupId', label: t('filter.group'), control: <GroupFilter /> },
          { field: 'personName', label: t('field.personName') },
        ]}
        columns={[
          { title: t('field.personNumber'), dataIndex: 'personNumber', width: 100 },
          { title: t('field.personName'), dataIndex: 'personName', width: 100 },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 170, ellipsis: true },
          { title: t('field.group'), dataIndex: 'groupName', width: 170, ellipsis: true },
          { title: t('group.type'), dataIndex: 'groupType', width: 100, render: (type: number) => t(`groupType.${type}`) },
          { title: t('report.daysDue'), dataIndex: 'daysDue', width: 100, align: 'right' },
          { title: t('report.present'), dataIndex: 'present', width: 90, align: 'right' },
          { title: t('report.late'), dataIndex: 'late', width: 90, align: 'right' },
          { title: t('report.absent'), dataIndex: 'absent', width: 90, align: 'right' },
          { title: t('report.makeUps'), dataIndex: 'makeUps', width: 90, align: 'right' },
          { title: t('report.mealStopDays'), dataIndex: 'mealStopDays', width: 90, align: 'right' },
        ]}
      />
    </Card>
  );
}
