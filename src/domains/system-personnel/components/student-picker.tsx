import { useTranslation } from 'react-i18next';
import { PickerDialog, type Picked, type PickerProps } from '../../../components/pickers';
import { fetchPickerDiners } from '../api';
import type { PickerDiner } from '../types';

/** A picked student keeps what a meal-stop form shows of them. */
export interface PickedStudent extends Picked {
  personnelNo?: string;
  className?: string;
  cardNo?: string;
  schoolName?: string;
  hasFace?: boolean;
}

export type StudentPickerProps = Omit<PickerProps<PickedStudent>, 'mode'> & {
  /** Several at once unless false. */
  multiple?: boolean;
  /** Only this school's students; else those of the caller's schools. */
  schoolId?: string;
  /** Only this class's (contains). */
  className?: string;
};

const STUDENT = 2;

export const toPickedStudent = (row: PickerDiner): PickedStudent => ({
  id: row.id,
  name: row.name,
  personnelNo: row.personnelNo,
  className: row.className,
  cardNo: row.cardNo,
  schoolName: row.schoolName,
  hasFace: row.hasFace,
});

/**
 * 选择学生 (the student picker of the meal stops, 停餐): the students of the caller's schools whose accounts are
 * open, 10 a page, searched by name. Adding one already chosen is refused with the warning; each add and remove is
 * announced (添加停餐人员 {name} 成功 / 移除停餐人员 {name} 成功). The caller gets every change through onChange.
 */
export function StudentPicker({ open, multiple = true, schoolId, className, value, onChange, onClose }: StudentPickerProps) {
  const { t } = useTranslation('pickers');
  const fixed: Record<string, string | number> = { type: STUDENT, ...(schoolId ? { schoolId } : {}), ...(className ? { className } : {}) };
  return (
    <PickerDialog<PickerDiner>
      kind="student"
      open={open}
      mode={multiple ? 'multi' : 'single'}
      value={value}
      onChange={(items) => onChange(items as PickedStudent[])}
      onClose={onClose}
      rowKey="id"
      searchLabel={t('student.name')}
      fetchKey={[schoolId ?? '', className ?? '']}
      fetchPage={(query) => fetchPickerDiners({ current: query.current, size: query.size, ...(query.name ? { name: query.name } : {}), ...fixed })}
      toPicked={toPickedStudent}
      columns={[
        { title: t('student.personnelNo'), dataIndex: 'personnelNo', width: 110 },
        { title: t('student.name'), dataIndex: 'name', width: 100 },
        { title: t('student.className'), dataIndex: 'className', width: 120 },
        { title: t('student.cardNo'), dataIndex: 'cardNo', width: 110 },
        { title: t('student.school'), dataIndex: 'schoolName', ellipsis: true },
      ]}
    />
  );
}
