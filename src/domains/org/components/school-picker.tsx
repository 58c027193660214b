import { useTranslation } from 'react-i18next';
import { PickerDialog, type PickerProps } from '../../../components/pickers';
import { fetchSchools, type SchoolRow } from '../api';

/** The school picker of 函询 letters: single by default. */
export function SchoolPicker({ mode = 'single', ...props }: PickerProps) {
  const { t } = useTranslation('pickers');
  return (
    <PickerDialog<SchoolRow>
      kind="school"
      {...props}
      mode={mode}
      rowKey="id"
      searchLabel={t('school.schoolName')}
      fetchKey={[]}
      fetchPage={fetchSchools}
      toPicked={(row) => ({ id: row.id, name: row.schoolName })}
      columns={[
        { title: t('school.schoolName'), dataIndex: 'schoolName' },
        { title: t('school.realName'), dataIndex: 'realName', width: 120 },
        { title: t('school.phone'), dataIndex: 'phone', width: 140 },
      ]}
    />
  );
}
