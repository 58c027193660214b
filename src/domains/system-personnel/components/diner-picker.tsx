import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { PersonPicker, type PersonPickerProps } from '../../../components/pickers';
import { fetchPickerDiners } from '../api';
import type { PickerDiner } from '../types';
import { toPickedStudent, type PickedStudent } from './student-picker';

export type DinerPickerProps = PersonPickerProps<PickedStudent> & {
  /** Only this school's diners; else those of the caller's schools. */
  schoolId?: string;
};

/**
 * 选择人员 (the diner picker of the 消费 dialogs and the face devices): teachers, students and staff of the caller's
 * schools (or of one school) whose accounts are open, 10 a page, searched by name — the student picker's dialog
 * without its fixed type.
 */
export function DinerPicker({ schoolId, ...props }: DinerPickerProps) {
  const { t } = useTranslation('pickers');
  return (
    <PersonPicker<PickerDiner, PickedStudent>
      {...props}
      kind="diner"
      filters={{ schoolId }}
      fetch={fetchPickerDiners}
      toPicked={toPickedStudent}
      columns={[
        { title: t('diner.personnelNo'), dataIndex: 'personnelNo', width: 110 },
        { title: t('diner.name'), dataIndex: 'name', width: 100 },
        { title: t('diner.type'), dataIndex: 'typeName', width: 80 },
        { title: t('diner.className'), dataIndex: 'className', width: 110 },
        { title: t('diner.cardNo'), dataIndex: 'cardNo', width: 110 },
        {
          title: t('diner.face'),
          dataIndex: 'hasFace',
          width: 80,
          render: (hasFace?: boolean) =>
            hasFace === undefined ? '' : <Tag color={hasFace ? 'green' : 'red'}>{t(hasFace ? 'diner.faceYes' : 'diner.faceNo')}</Tag>,
        },
        { title: t('diner.school'), dataIndex: 'schoolName', ellipsis: true },
      ]}
    />
  );
}
