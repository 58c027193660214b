import { Card, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { fetchMerchants } from '../api';
import { formatRate } from '../components/format';
import { QualificationTag } from '../components/qualification-tag';
import { useSchoolField } from '../components/school-select';
import { MERCHANT_LISTS } from '../queries';
import type { MerchantRow, QualificationState } from '../types';
import '../components/merchant.css';
import '../i18n';

const STATES: QualificationState[] = ['expired', 'missing', 'expiring', 'valid'];

/**
 * 商户档案: the suppliers serving the schools of the supervisor's reach — contact, the schools it is bound to, awards
 * in force, this month's orders, the acceptance pass rate and the state of its papers (the worst first).
 */
export function MerchantPage() {
  const { t } = useTranslation('merchant');
  const list = useCrudList<MerchantRow>(MERCHANT_LISTS.merchants, fetchMerchants);
  const schoolField = useSchoolField(t('filter.school'));
  return (
    <Card className="page-card" data-testid="merchant-suppliers-page">
      <CrudTable<MerchantRow>
        name={MERCHANT_LISTS.merchants}
        list={list}
        emptyText={t('merchant.empty')}
        searchFields={[
          { field: 'supplierName', label: t('filter.supplierName') },
          ...schoolField,
          {
            field: 'qualification',
            label: t('filter.qualification'),
            control: (
              <Select
                allowClear
                placeholder={t('filter.qualification')}
                aria-label={t('filter.qualification')}
                style={{ width: 140 }}
                options={STATES.map((state) => ({ value: state, label: t(`qualification.${state}`) }))}
              />
            ),
          },
        ]}
        columns={[
          { title: t('merchant.supplier'), dataIndex: 'supplierName', width: 200 },
          { title: t('merchant.contact'), dataIndex: 'contactsName', width: 90 },
          { title: t('merchant.mobile'), dataIndex: 'mobile', width: 120 },
          {
            title: t('merchant.schools'),
            dataIndex: 'schools',
            width: 220,
            render: (schools: MerchantRow['schools']) => schools.map((school) => school.name).join(t('separator')) || '—',
          },
          { title: t('merchant.awards'), dataIndex: 'awardsInForce', width: 90, align: 'right' },
          { title: t('merchant.ordersThisMonth'), dataIndex: 'ordersThisMonth', width: 90, align: 'right' },
          {
            title: t('merchant.passRate'),
            dataIndex: 'passRate',
            width: 120,
            align: 'right',
            render: (rate: number | null, row) => <span title={t('merchant.inspected', { count: row.inspectedLines })}>{formatRate(rate)}</span>,
          },
          {
            title: t('merchant.qualification'),
            dataIndex: 'qualification',
            width: 100,
            render: (state: QualificationState) => <QualificationTag state={state} />,
          },
          { title: t('merchant.nextExpiry'), dataIndex: 'nextExpiry', width: 110, render: (day: string | null) => day ?? '—' },
        ]}
      />
    </Card>
  );
}
