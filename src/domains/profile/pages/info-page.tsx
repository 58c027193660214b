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
import { fetchProfile } from '../api';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import '../i18n';
import { profileKeys } from '../queries';

/** 个人信息 (/info/index; hidden for suppliers): one's own profile and password. */
export function InfoPage() {
  const { t } = useTranslation('profile');
  const profile = useSWR(profileKeys.profile, fetchProfile);
  if (profile.error && !profile.data)
    return <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={() => void profile.mutate()} error={profile.error} />;
  return (
    <Card className="page-card" data-testid="info-page">
      <Tabs defaultActiveTab="info">
        <Tabs.TabPane key="info" title={t('tabs.info')}>
          {profile.data ? <ProfileForm profile={profile.data} reload={profile.mutate} /> : <Spin />}
        </Tabs.TabPane>
        <Tabs.TabPane key="password" title={t('tabs.password')}>
          <PasswordForm />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
