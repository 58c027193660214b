import { Card, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { fetchProviders, type Provider } from '../api';
import { LicenceTag } from '../components/labels';
import '../i18n';

/** 供餐企业 (校外供餐): the providers serving the schools of the supervisor's reach, their licence (warned when lapsing), capacity and schools. */
export function CompanyPage() {
  const { t } = useTranslation('mealSupply');
  const list = useCrudList<Provider>('meal-providers', fetchProviders);
  return (
    <Card className="page-card" data-testid="meal-company-page">
      <CrudTable<Provider>
        name="meal-providers"
        list={list}
        emptyText={t('empty')}
        searchFields={[
          { field: 'name', label: t('field.name') },
          {
            field: 'licence',
            label: t('field.licenceState'),
            control: (
              <Select
                allowClear
                aria-label={t('field.licenceState')}
                style={{ width: 150 }}
                options={(['warn', 'expired', 'expiring', 'valid', 'missing'] as const).map((state) => ({ value: state, label: t(`licence.${state}`) }))}
              />
            ),
          },
        ]}
        columns={[
          { title: t('field.name'), dataIndex: 'name', width: 200 },
          { title: t('field.contact'), dataIndex: 'contact', width: 90 },
          { title: t('field.phone'), dataIndex: 'phone', width: 120 },
          { title: t('field.licenceNo'), dataIndex: 'licenceNo', width: 170, render: (value: string | null) => value ?? '—' },
          { title: t('field.licenceExpiry'), dataIndex: 'licenceExpiry', width: 110, render: (value: string | null) => value ?? '—' },
          { title: t('field.licenceState'), dataIndex: 'licenceState', width: 130, render: (state: Provider['licenceState']) => <LicenceTag state={state} /> },
          { title: t('field.capacity'), dataIndex: 'capacityPerDay', width: 120, align: 'right' },
          { title: t('field.mealsToday'), dataIndex: 'mealsToday', width: 120, align: 'right' },
          { title: t('field.schools'), dataIndex: 'schools', render: (schools: Provider['schools']) => schools.map((school) => school.name).join('、') },
        ]}
      />
    </Card>
  );
}
