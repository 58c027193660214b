import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import type { School } from '../types';

/** The school a 信息公开 screen shows (the schools of the caller's reach; a school user has just its own). */
export function SchoolSelect({ schools, value, onChange }: { schools: School[]; value: string | undefined; onChange: (id: string) => void }) {
  const { t } = useTranslation('disclosure');
  return (
    <Select
      aria-label={t('school')}
      placeholder={t('chooseSchool')}
      style={{ width: 220 }}
      value={value}
      onChange={onChange}
      showSearch
      filterOption={(input, option) => String((option as { props?: { children?: unknown } }).props?.children ?? '').includes(input)}
      options={schools.map((school) => ({ value: school.id, label: school.name }))}
      data-testid="disclosure-school"
    />
  );
}
