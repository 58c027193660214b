import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { formatYuan } from '../../../lib/money';
import { fetchCustomers } from '../api';
import type { CustomerRow } from '../types';
import '../i18n';
import './sales.css';

/**
 * 客户管理: the schools and units this supplier is bound to by its awards (the bindings the tender made), with their
 * contacts, the supply period, how many orders their canteens sent and when the latest is delivered.
 */
export function SalesCustomerPage() {
  const { t } = useTranslation('sales');
  const list = useCrudList<CustomerRow>('salesCustomer', fetchCustomers);
  return (
    <Card className="page-card" data-testid="sales-customer-page">
      <CrudTable<CustomerRow>
        name="salesCustomer"
        list={list}
        emptyText={t('customer.empty')}
        searchFields={[{ field: 'deptName', label: t('field.school') }]}
        columns={[
          { title: t('field.school'), dataIndex: 'deptName', width: 180, ellipsis: true },
          { title: t('field.parent'), dataIndex: 'parentName', width: 160, ellipsis: true },
          { title: t('field.contact'), dataIndex: 'contactName', width: 100 },
          { title: t('field.phone'), dataIndex: 'contactPhone', width: 130 },
          { title: t('field.category'), dataIndex: 'category', width: 120, ellipsis: true },
          {
            title: t('field.period'),
            dataIndex: 'validFrom',
            width: 200,
            render: (_: string | null, row) => (row.validFrom || row.validTo ? `${row.validFrom ?? '…'} ~ ${row.validTo ?? '…'}` : t('customer.always')),
          },
          { title: t('field.orderCount'), dataIndex: 'orderCount', width: 80, align: 'right' },
          { title: t('field.salesAmount'), dataIndex: 'amount', width: 120, align: 'right', render: (value: number) => formatYuan(value) },
          { title: t('field.lastOrderDate'), dataIndex: 'lastOrderDate', width: 120, render: (value: string | null) => value ?? '—' },
        ]}
      />
    </Card>
  );
}
