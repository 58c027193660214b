import { Card, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { CrudTable, useCrudList } from '../../../components/crud';
import { fetchCertificates, fetchCertificateSummary } from '../api';
import { workPersonnelKeys } from '../queries';
import { CertStateTag } from '../components/cert-state-tag';
import { usePersonFilters } from '../components/filters';
import { PersonDialog } from '../components/person-dialog';
import { useSchoolsAndCanteens } from '../../org';
import { WORK_PERSONNEL_PATHS } from '../paths';
import type { CertState, WorkPerson } from '../types';
import '../i18n';
import './work-personnel.css';

/** 健康证管理: the certificates of the caller's canteens, the soonest expiry first, with their states and an export. */
export function HealthCertificatePage() {
  const { t } = useTranslation('workPersonnel');
  const [viewing, setViewing] = useState<string>();
  const list = useCrudList<WorkPerson>('work-certificates', fetchCertificates);
  const filters = usePersonFilters({ certStates: [2, 3, 1] });
  const { schools } = useSchoolsAndCanteens();
  const schoolColumn = schools.length > 1 ? [{ title: t('field.school'), dataIndex: 'schoolName', width: 150, ellipsis: true }] : [];
  const { current: _current, size: _size, certState: _state, ...summaryQuery } = list.query;
  const summary = useSWR(workPersonnelKeys.certificateSummary(summaryQuery), () => fetchCertificateSummary(summaryQuery));
  const daysLeft = (days: number | null) => (days === null ? '' : days < 0 ? t('expiredDays', { count: -days }) : t('daysLeft', { count: days }));

  return (
    <Card className="page-card" data-testid="health-certificate-page">
      <div className="work-summary" data-testid="certificate-summary">
        {summary.error && !summary.data ? (
          <Tag color="red">{t('certificates.summaryFailed')}</Tag>
        ) : summary.data ? (
          <>
            <Tag color="red">{`${t('certState.3')} ${summary.data.expired}`}</Tag>
            <Tag color="orange">{`${t('certState.2')} ${summary.data.expiring}`}</Tag>
            <Tag color="green">{`${t('certState.1')} ${summary.data.valid}`}</Tag>
            <span className="crud-selected">{t('certificates.summary', { ...summary.data })}</span>
          </>
        ) : null}
      </div>
      <CrudTable<WorkPerson>
        name="work-certificates"
        list={list}
        emptyText={t('certificates.empty')}
        searchFields={[{ field: 'name', label: t('field.name') }, ...filters]}
        exportFile={{ path: WORK_PERSONNEL_PATHS.certificateExport, fileName: t('certificates.fileName') }}
        columns={[
          ...schoolColumn,
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 150, ellipsis: true },
          { title: t('field.number'), dataIndex: 'number', width: 100 },
          { title: t('field.name'), dataIndex: 'name', width: 100 },
          { title: t('field.post'), dataIndex: 'postName', width: 110 },
          { title: t('field.phone'), dataIndex: 'phone', width: 130 },
          { title: t('field.certNo'), dataIndex: 'healthCertNo', width: 150 },
          { title: t('field.certExpiry'), dataIndex: 'healthCertExpiry', width: 120 },
          { title: t('field.daysLeft'), dataIndex: 'certDaysLeft', width: 120, render: daysLeft },
          { title: t('field.certState'), dataIndex: 'certState', width: 100, render: (state: CertState) => <CertStateTag state={state} /> },
        ]}
        onView={(row) => setViewing(row.id)}
      />
      <PersonDialog mode={viewing ? 'view' : null} id={viewing} onClose={() => setViewing(undefined)} onSaved={() => setViewing(undefined)} />
    </Card>
  );
}
