import { useTranslation } from 'react-i18next';
import { PersonPicker, type Picked, type PersonPickerProps } from '../../../components/pickers';
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

export type StudentPickerProps = PersonPickerProps<PickedStudent> & {
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
export function StudentPicker({ schoolId, className, ...props }: StudentPickerProps) {
  const { t } = useTranslation('pickers');
  return (
    <PersonPicker<PickerDiner, PickedStudent>
      {...props}
      kind="student"
      filters={{ type: STUDENT, schoolId, className }}
      fetch={fetchPickerDiners}
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
