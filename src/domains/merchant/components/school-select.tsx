import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import type { SearchField } from '../../../components/crud';
import { useSchoolsAndCanteens } from '../../org';

/** The school filter, for a caller whose department tree holds more than one school (a bureau); none otherwise. */
export function useSchoolField(label: string): SearchField[] {
  const { schools } = useSchoolsAndCanteens();
  if (schools.length < 2) return [];
  return [
    {
      field: 'schoolId',
      label,
      control: (
        <Select
          allowClear
          placeholder={label}
          aria-label={label}
          style={{ width: 180 }}
          options={schools.map((school) => ({ value: school.id, label: school.name }))}
        />
      ),
    },
  ];
}
