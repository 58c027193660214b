import { Button, Empty, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetting } from '../hooks';
import { SettingDialog } from './setting-dialog';

/**
 * 供餐管理's four pages for a school with no provider yet: one empty state with the way to 供餐设置 instead of the page
 * (which shows as soon as a provider is chosen). While the setting loads, or if it fails, the page shows as it is.
 */
export function ProviderGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('mealSupply');
  const setting = useSetting();
  const [open, setOpen] = useState(false);
  if (!setting.data || setting.data.providerId) return <>{children}</>;
  return (
    <>
      <div data-testid="meal-no-provider">
        <Empty
          description={
            <Space direction="vertical">
              <span>{t('setting.none')}</span>
              <Button type="primary" onClick={() => setOpen(true)} data-testid="meal-no-provider-setting">
                {t('setting.openAction')}
              </Button>
            </Space>
          }
        />
      </div>
      <SettingDialog
        visible={open}
        setting={setting.data}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          void setting.mutate();
        }}
      />
    </>
  );
}
