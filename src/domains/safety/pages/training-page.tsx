import { Button, Card, Select, Tabs, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { SAFETY_KEEPERS, SAFETY_TRAINERS } from '../../../../contract/roles';
import { crudKeyOf, CrudTable, useCrudList } from '../../../components/crud';
import { useAccess } from '../../../components/use-access';
import { fetchCourses, fetchHours, fetchTrainings, fetchTrainingSetting, type Course, type HandlerHours, type Training } from '../api';
import { PhotoList } from '../components/photos-field';
import { safetyKeys } from '../queries';
import { CourseDialog, SettingDialog, TrainingDialog } from '../components/training-dialogs';
import '../i18n';

/** 学时统计's list: a recorded session changes its hours, so the session dialog refreshes it too. */
const HOURS_LIST = 'safety-hours';

function Sessions() {
  const { t } = useTranslation('safety');
  const { mutate } = useSWRConfig();
  const trainer = useAccess().canOpen({ roles: SAFETY_TRAINERS });
  const list = useCrudList<Training>('safety-training', fetchTrainings);
  const [adding, setAdding] = useState(false);
  return (
    <>
      <CrudTable<Training>
        name="training"
        list={list}
        addLabel={t('training.add')}
        columns={[
          { title: t('training.date'), dataIndex: 'trainDate', width: 120 },
          { title: t('training.course'), dataIndex: 'courseTitle', ellipsis: true },
          { title: t('training.hours'), dataIndex: 'hours', width: 80 },
          {
            title: t('training.canteen'),
            dataIndex: 'canteenName',
            width: 220,
            render: (_: unknown, row: Training) => `${row.schoolName} / ${row.canteenName}`,
          },
          {
            title: t('training.attendees'),
            dataIndex: 'attendees',
            ellipsis: true,
            render: (value: Training['attendees']) => value.map((person) => person.name).join('、'),
          },
          { title: t('training.recordBy'), dataIndex: 'recordBy', width: 120 },
        ]}
        onAdd={trainer ? () => setAdding(true) : undefined}
      />
      <TrainingDialog
        visible={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          void list.list.mutate();
          void mutate(crudKeyOf(HOURS_LIST));
        }}
      />
    </>
  );
}

function Courses() {
  const { t } = useTranslation('safety');
  const keeper = useAccess().canOpen({ roles: SAFETY_KEEPERS });
  const list = useCrudList<Course>('safety-course', fetchCourses);
  const [editing, setEditing] = useState<{ course?: Course } | null>(null);
  return (
    <>
      <CrudTable<Course>
        name="course"
        list={list}
        addLabel={t('training.courseAdd')}
        columns={[
          { title: t('training.course'), dataIndex: 'title', ellipsis: true },
          { title: t('training.hours'), dataIndex: 'hours', width: 80 },
          { title: t('training.materials'), dataIndex: 'materials', render: (value: Course['materials']) => <PhotoList photos={value} /> },
          { title: t('article.updateTime'), dataIndex: 'updateTime', width: 170 },
        ]}
        onAdd={keeper ? () => setEditing({}) : undefined}
        onEdit={keeper ? (row) => setEditing({ course: row }) : undefined}
      />
      <CourseDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void list.list.mutate();
        }}
      />
    </>
  );
}

function HoursList() {
  const { t } = useTranslation('safety');
  const list = useCrudList<HandlerHours>(HOURS_LIST, fetchHours, {}, { initial: { short: '1' } });
  const setting = useSWR(safetyKeys.trainingSetting, fetchTrainingSetting);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <>
      <CrudTable<HandlerHours>
        name="hours"
        list={list}
        emptyText={list.filters.short === '1' ? t('training.noneShort') : undefined}
        toolbar={
          setting.error ? (
            <span role="alert" data-testid="training-required-failed">
              {t('crud:loadFailed')}
              <Button type="text" size="small" onClick={() => void setting.mutate()}>
                {t('common:retry')}
              </Button>
            </span>
          ) : setting.data ? (
            <span data-testid="training-required">
              {t('training.requiredIs', { hours: setting.data.requiredHours })}
              {setting.data.editable ? (
                <Button type="text" size="small" onClick={() => setEditing(setting.data!.requiredHours)} data-testid="training-setting">
                  {t('training.setting')}
                </Button>
              ) : null}
            </span>
          ) : null
        }
        searchFields={[
          { field: 'keyword', label: t('training.keyword') },
          {
            field: 'short',
            label: t('training.show'),
            control: (
              <Select
                style={{ width: 140 }}
                options={[
                  { label: t('training.short'), value: '1' },
                  { label: t('article.all'), value: '0' },
                ]}
              />
            ),
          },
        ]}
        columns={[
          { title: t('training.person'), dataIndex: 'name', width: 120 },
          { title: t('training.number'), dataIndex: 'number', width: 120 },
          { title: t('training.canteen'), dataIndex: 'canteenName', render: (_: unknown, row: HandlerHours) => `${row.schoolName} / ${row.canteenName}` },
          {
            title: t('training.yearHours'),
            dataIndex: 'hours',
            width: 160,
            render: (value: number, row: HandlerHours) => (
              <span>
                {value} / {row.required} {row.short ? <Tag color="red">{t('training.short')}</Tag> : null}
              </span>
            ),
          },
        ]}
      />
      <SettingDialog
        current={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void setting.mutate();
          void list.list.mutate();
        }}
      />
    </>
  );
}

/** 培训考核: training sessions and the hours they give the canteens' food handlers; the bureau's courses and requirement. */
export function TrainingPage() {
  const { t } = useTranslation('safety');
  return (
    <Card className="page-card" data-testid="training-page">
      <Tabs defaultActiveTab="sessions" destroyOnHide>
        <Tabs.TabPane key="sessions" title={t('training.sessions')}>
          <Sessions />
        </Tabs.TabPane>
        <Tabs.TabPane key="hours" title={t('training.hoursTab')}>
          <HoursList />
        </Tabs.TabPane>
        <Tabs.TabPane key="courses" title={t('training.courses')}>
          <Courses />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
