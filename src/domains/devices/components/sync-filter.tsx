import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { SYNC_STATUSES } from '../types';
import '../i18n';

/** The search bar's 下发状态 select (the search bar hands it value and onChange). */
export function SyncFilter(props: { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation('devices');
  return (
    <Select
      {...props}
      allowClear
      placeholder={t('field.syncStatus')}
      aria-label={t('field.syncStatus')}
      style={{ width: 140 }}
      options={SYNC_STATUSES.map((status) => ({ label: t(`syncStatus.${status}`), value: String(status) }))}
    />
  );
}
