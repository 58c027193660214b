import { Card, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Typography/style/css';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../session';

export function WelcomePage() {
  const { t } = useTranslation('shell');
  const { userInfo } = useSnapshot(session);
  return (
    <Card title={t('welcome.title')} data-testid="welcome-page">
      <Typography.Paragraph>{t('welcome.greeting', { name: userInfo?.realName || userInfo?.account || '' })}</Typography.Paragraph>
    </Card>
  );
}
