import { useTranslation } from 'react-i18next';
import { http, type Page, type R } from '../../lib/http';
import { PickerDialog } from './picker-dialog';
import type { Picked, PickMode } from './selection';

export interface SchoolRow {
  id: string;
  schoolName: string;
  realName: string;
  phone: string;
}

async function fetchSchools(query: { current: number; size: number; name: string }): Promise<Page<SchoolRow>> {
  const { data } = await http.get<R<Page<SchoolRow>>>('/api/rabbit-system/dept/schoolList', {
    params: { current: query.current, size: query.size, schoolName: query.name || undefined },
  });
  return data.data;
}

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
