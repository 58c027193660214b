import { Button } from '@arco-design/web-react';
import { IconLaunch } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { usePortalSettings } from '../../domains/portal';
import { notify } from '../../lib/notify';
import { openHandoff } from './open-handoff';

/** The food-trading site, for every user type but suppliers, signed in by a single-use hand-off code. */
export function FoodTradingLink() {
  const { t } = useTranslation('shell');
  const { data } = usePortalSettings();
  if (!data?.foodTradingConfigured) return null;
  return (
    <Button
      type="text"
      icon={<IconLaunch />}
      onClick={() => void openHandoff('foodtrading', false).catch(() => notify.error(t('header.handoffFailed')))}
      data-testid="food-trading"
    >
      {t('header.foodTrading')}
    </Button>
  );
}
