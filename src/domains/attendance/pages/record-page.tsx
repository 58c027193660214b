import { Card, DatePicker, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { fetchPunches } from '../api';
import { CanteenFilter, GroupFilter } from '../components/filters';
import type { Punch } from '../types';
import '../attendance.css';
import '../i18n';

/** 考勤记录: the punches of the caller's canteens — a device's, or an approved make-up's — latest first. */
export function RecordPage() {
  const { t } = useTranslation('attendance');
  const list = useCrudList<Punch>('attendance-record', fetchPunches);
  return (
    <Card className="page-card" data-testid="attendance-record-page">
      <CrudTable<Punch>
        name="attendance-record"
        list={list}
        emptyText={t('record.empty')}
        searchFields={[
          { field: 'personName', label: t('field.personName') },
          { field: 'canteenId', label: t('filter.canteen'), control: <CanteenFilter /> },
          { field: 'groupId', label: t('filter.group'), control: <GroupFilter /> },
          { field: 'from', label: t('record.from'), control: <DatePicker style={{ width: 150 }} aria-label={t('record.from')} /> },
          { field: 'to', label: t('record.to'), control: <DatePicker style={{ width: 150 }} aria-label={t('record.to')} /> },
          {
            field: 'source',
            label: t('record.source'),
            control: (
              <Select allowClear placeholder={t('filter.all')} aria-label={t('record.source')} style={{ width: 120 }}>
                <Select.Option value="1">{t('source.1')}</Select.Option>
                <Select.Option value="2">{t('source.2')}</Select.Option>
              </Select>
            ),
          },
        ]}
        columns={[
          { title: t('record.punchTime'), dataIndex: 'punchTime', width: 170 },
          { title: t('field.personNumber'), dataIndex: 'personNumber', width: 100 },
          { title: t('field.personName'), dataIndex: 'personName', width: 100 },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 170, ellipsis: true },
          { title: t('field.group'), dataIndex: 'groupName', width: 170, ellipsis: true, render: (name: string) => name || '—' },
          {
            title: t('record.source'),
            dataIndex: 'source',
            width: 100,
            render: (source: Punch['source']) => <Tag color={source === 2 ? 'orange' : 'arcoblue'}>{t(`source.${source}`)}</Tag>,
          },
          {
            title: t('record.device'),
            dataIndex: 'deviceSn',
            width: 160,
            render: (sn: string, punch: Punch) =>
              punch.source === 2 ? (
                t('source.2')
              ) : punch.deviceName ? (
                <>
                  <div>{punch.deviceName}</div>
                  <div className="attendance-muted">{sn}</div>
                </>
              ) : (
                sn || '—'
              ),
          },
        ]}
      />
    </Card>
  );
}
