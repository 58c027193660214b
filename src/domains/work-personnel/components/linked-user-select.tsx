import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchLinkableUsers } from '../api';
import { workPersonnelKeys } from '../queries';
import '../i18n';

const SEARCH_DELAY = 300;

interface Props {
  /** The person edited: an account linked to them stays choosable. */
  personId?: string;
  /** The account on record, shown before any search. */
  initial?: { id: string; label: string };
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
}

/** 关联账号: one of the accounts of the caller's schools and canteens (user list), searched by name or account. */
export function LinkedUserSelect({ personId, initial, value, onChange, disabled }: Props) {
  const { t } = useTranslation('workPersonnel');
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setName(typed.trim()), SEARCH_DELAY);
    return () => clearTimeout(timer);
  }, [typed]);
  const users = useSWR(disabled ? null : workPersonnelKeys.linkableUsers(name), () => fetchLinkableUsers({ current: 1, size: 20, name: name || undefined }));
  const options = (users.data?.records ?? []).map((user) => {
    const taken = Boolean(user.linkedPersonId && user.linkedPersonId !== personId);
    return {
      value: user.id,
      disabled: taken,
      label: `${user.realName}（${user.account}）${taken ? ` · ${t('linkedTo', { name: user.linkedPersonName })}` : ''}`,
    };
  });
  if (initial && !options.some((option) => option.value === initial.id)) options.unshift({ value: initial.id, label: initial.label, disabled: false });
  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      placeholder={t('userPlaceholder')}
      loading={users.isLoading}
      options={options}
      value={value}
      disabled={disabled}
      onChange={(chosen: string | undefined) => onChange?.(chosen)}
      onSearch={setTyped}
      data-testid="person-user"
    />
  );
}
