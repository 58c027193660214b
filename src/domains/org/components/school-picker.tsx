import { useTranslation } from 'react-i18next';
import { PickerDialog, type Picked, type PickMode } from '../../../components/pickers';
import { fetchSchools, type SchoolRow } from '../api';

interface Props {
  open: boolean;
  mode?: PickMode;
  value: Picked[];
  onChange: (items: Picked[]) => void;
  onClose: () => void;
}

/** The school picker of 函询 letters: single by default. */
export function SchoolPicker({ open, mode = 'single', value, onChange, onClose }: Props) {
  const { t } = useTranslation('pickers');
  return (
    <PickerDialog<SchoolRow>
      kind="school"
      open={open}
      mode={mode}
      value={value}
      onChange={onChange}
      onClose={onClose}
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
