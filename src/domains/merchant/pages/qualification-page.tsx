import { Card, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { fetchWarnings } from '../api';
import { daysLeftKey } from '../components/format';
import { QualificationTag } from '../components/qualification-tag';
import { useSchoolField } from '../components/school-select';
import { MERCHANT_LISTS } from '../queries';
import type { WarningRow } from '../types';
import '../components/merchant.css';
import '../i18n';

/**
 * 资质预警: the papers of the suppliers serving the supervisor's reach that have lapsed or lapse within 30 days — the
 * companies' documents and their drivers' health certificates —, fewest days left first, with the schools they serve.
 */
export function QualificationPage() {
  const { t } = useTranslation('merchant');
  const list = useCrudList<WarningRow>(MERCHANT_LISTS.warnings, fetchWarnings);
  const schoolField = useSchoolField(t('filter.school'));
  const select = (field: 'kind' | 'state', options: { value: string; label: string }[]) => ({
    field,
    label: t(`filter.${field}`),
    control: <Select allowClear placeholder={t(`filter.${field}`)} aria-label={t(`filter.${field}`)} style={{ width: 160 }} options={options} />,
  });
  return (
    <Card className="page-card" data-testid="merchant-warnings-page">
      <CrudTable<WarningRow>
        name={MERCHANT_LISTS.warnings}
        list={list}
        emptyText={t('warning.empty')}
        searchFields={[
          select('state', [
            { value: 'expired', label: t('qualification.expired') },
            { value: 'expiring', label: t('qualification.expiring') },
          ]),
          select('kind', [
            { value: 'qualification', label: t('warning.qualification') },
            { value: 'driver', label: t('warning.driver') },
          ]),
          ...schoolField,
        ]}
        columns={[
          { title: t('warning.supplier'), dataIndex: 'supplierName', width: 200 },
          { title: t('warning.kind'), dataIndex: 'kind', width: 130, render: (kind: WarningRow['kind']) => t(`warning.${kind}`) },
          { title: t('warning.name'), dataIndex: 'name', width: 150 },
          { title: t('warning.docNo'), dataIndex: 'docNo', width: 170 },
          { title: t('warning.expireDate'), dataIndex: 'expireDate', width: 110 },
          {
            title: t('warning.daysLeft'),
            dataIndex: 'daysLeft',
            width: 130,
            render: (days: number) => {
              const { key, count } = daysLeftKey(days);
              return t(key, { count });
            },
          },
          { title: t('warning.state'), dataIndex: 'state', width: 100, render: (state: WarningRow['state']) => <QualificationTag state={state} /> },
          { title: t('warning.schools'), dataIndex: 'schools', width: 220, render: (schools: string[]) => schools.join(t('separator')) || '—' },
        ]}
      />
    </Card>
  );
}
