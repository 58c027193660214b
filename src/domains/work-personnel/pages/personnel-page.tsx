import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERSON_STATUS } from '../../../../contract/work-personnel';
import { CrudTable, useCrudList, type DialogMode } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { notify } from '../../../lib/notify';
import { fetchPeople, removePeople } from '../api';
import { CertStateTag, StatusTag } from '../components/cert-state-tag';
import { usePersonFilters } from '../components/filters';
import { MorningCheckCard } from '../components/morning-check-card';
import { PersonDialog } from '../components/person-dialog';
import { useSchoolsAndCanteens } from '../../org';
import { useRefreshAfterWrite } from '../refresh';
import type { CertState, PersonStatus, WorkPerson } from '../types';
import '../i18n';
import './work-personnel.css';

/** 从业人员管理: the staff of the caller's canteens, with the day's morning check above them. */
export function PersonnelPage() {
  const { t } = useTranslation('workPersonnel');
  const can = { add: useCan('work_personnel_add'), edit: useCan('work_personnel_edit'), remove: useCan('work_personnel_delete') };
  const [dialog, setDialog] = useState<{ mode: DialogMode; id?: string } | null>(null);
  const list = useCrudList<WorkPerson>('work-personnel', fetchPeople);
  const filters = usePersonFilters({ post: true, status: true, certStates: [1, 2, 3, 0] });
  const refresh = useRefreshAfterWrite();
  // a supervising unit reads several schools: which one a person works at
  const { schools } = useSchoolsAndCanteens();
  const schoolColumn = schools.length > 1 ? [{ title: t('field.school'), dataIndex: 'schoolName', width: 150, ellipsis: true }] : [];

  return (
    <Card className="page-card" data-testid="work-personnel-page">
      <MorningCheckCard />
      <CrudTable<WorkPerson>
        name="work-personnel"
        list={list}
        emptyText={t('empty')}
        searchFields={[{ field: 'name', label: t('field.name') }, { field: 'phone', label: t('field.phone') }, ...filters]}
        columns={[
          { title: t('field.number'), dataIndex: 'number', width: 100 },
          { title: t('field.name'), dataIndex: 'name', width: 100 },
          { title: t('field.post'), dataIndex: 'postName', width: 120 },
          { title: t('field.certState'), dataIndex: 'certState', width: 100, render: (state: CertState) => <CertStateTag state={state} /> },
          { title: t('field.certExpiry'), dataIndex: 'healthCertExpiry', width: 120 },
          { title: t('field.status'), dataIndex: 'status', width: 80, render: (status: PersonStatus) => <StatusTag status={status} /> },
          ...schoolColumn,
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 150, ellipsis: true },
          { title: t('field.phone'), dataIndex: 'phone', width: 130 },
          { title: t('field.idCard'), dataIndex: 'idCard', width: 190 },
          { title: t('field.sex'), dataIndex: 'sex', width: 60, render: (sex: number) => t(`sex.${sex}`) },
          { title: t('field.user'), dataIndex: 'userAccount', width: 110 },
        ]}
        onAdd={can.add ? () => setDialog({ mode: 'add' }) : undefined}
        onEdit={
          can.edit
            ? (row) => {
                // 离职 is final: the record opens read-only
                if (row.status === PERSON_STATUS.left) notify.warning(t('leftFinal'));
                setDialog({ mode: row.status === PERSON_STATUS.left ? 'view' : 'edit', id: row.id });
              }
            : undefined
        }
        onView={(row) => setDialog({ mode: 'view', id: row.id })}
        onRemove={
          can.remove
            ? async (ids) => {
                await removePeople(ids);
                refresh();
              }
            : undefined
        }
      />
      <PersonDialog
        mode={dialog?.mode ?? null}
        id={dialog?.id}
        onClose={() => setDialog(null)}
        onSaved={(saved) => {
          // a new person: the first page, where it is listed, with its row lit for a moment
          if (dialog?.mode === 'add') list.reveal(saved);
          setDialog(null);
          refresh();
        }}
      />
    </Card>
  );
}
