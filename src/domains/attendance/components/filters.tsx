import { Select, type SelectProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { useGroupOptions, useReadableCanteens } from '../hooks';

/** The canteens the caller reads, as a search-bar control (the form item gives value and onChange). */
export function CanteenFilter(props: SelectProps) {
  const { t } = useTranslation('attendance');
  const canteens = useReadableCanteens();
  return (
    <Select
      allowClear
      showSearch
      placeholder={t('filter.allCanteens')}
      aria-label={t('filter.canteen')}
      style={{ width: 220 }}
      loading={canteens.isLoading}
      options={(canteens.data ?? []).map((canteen) => ({ label: canteen.name, value: canteen.id }))}
      {...props}
    />
  );
}

/** The groups the caller reads, as a search-bar control. */
export function GroupFilter(props: SelectProps) {
  const { t } = useTranslation('attendance');
  const groups = useGroupOptions();
  return (
    <Select
      allowClear
      showSearch
      placeholder={t('filter.allGroups')}
      aria-label={t('filter.group')}
      style={{ width: 200 }}
      loading={groups.isLoading}
      options={(groups.data ?? []).map((group) => ({ label: group.groupName, value: group.id }))}
      {...props}
    />
  );
}
