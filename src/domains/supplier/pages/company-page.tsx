import { Card, Spin, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../components/status-panel';
import { fetchAccount, fetchCompany } from '../api';
import { AccountForm } from '../components/account-form';
import { CompanyForm } from '../components/company-form';
import '../i18n';
import { supplierKeys } from '../queries';

/** 企业信息: a supplier's own company and account. */
export function CompanyPage() {
  const { t } = useTranslation('supplier');
  const company = useSWR(supplierKeys.company, fetchCompany);
  const account = useSWR(supplierKeys.account, fetchAccount);
  if (company.error && !company.data)
    return <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={() => void company.mutate()} error={company.error} />;
  return (
    <Card className="page-card" data-testid="company-page">
      <Tabs defaultActiveTab="company">
        <Tabs.TabPane key="company" title={t('tabs.company')}>
          {company.data ? <CompanyForm company={company.data} reload={company.mutate} /> : <Spin />}
        </Tabs.TabPane>
        <Tabs.TabPane key="account" title={t('tabs.account')}>
          {account.data ? <AccountForm account={account.data} reload={account.mutate} /> : <Spin />}
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
