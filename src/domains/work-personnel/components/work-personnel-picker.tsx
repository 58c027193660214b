import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonPicker, type Picked, type PersonPickerProps } from '../../../components/pickers';
import { DeptTree } from '../../org';
import { fetchPeople } from '../api';
import type { WorkPerson } from '../types';
import { CertStateTag } from './cert-state-tag';

/** A picked person keeps what a form shows of them. */
export interface PickedWorkPerson extends Picked {
  number?: string;
  canteenId?: string;
  canteenName?: string;
  postName?: string;
}

export type WorkPersonnelPickerProps = PersonPickerProps<PickedWorkPerson> & {
  /** Only the people of this canteen (an attendance group's); else the caller's canteens, chosen from the tree beside. */
  canteenId?: string;
};

/** Everyone who has not left (在岗, 离岗). */
const NOT_LEFT = '1,2';

export const toPickedWorkPerson = (row: WorkPerson): PickedWorkPerson => ({
  id: row.id,
  name: row.name,
  number: row.number,
  canteenId: row.canteenId,
  canteenName: row.canteenName,
  postName: row.postName,
});

/**
 * 选择从业人员: the staff of the caller's canteens who have not left, 10 a page, searched by name, by the department
 * tree beside (or fixed to one canteen). Adding someone already chosen is refused with the warning; each add and
 * remove is announced (添加人员 {name} 成功 / 移除人员 {name} 成功). What the selection means (the attendance-group
 * check…) is the caller's business: it gets every change through onChange.
 */
export function WorkPersonnelPicker({ canteenId, ...props }: WorkPersonnelPickerProps) {
  const { t } = useTranslation('pickers');
  const [deptId, setDeptId] = useState<string>();
  return (
    <PersonPicker<WorkPerson, PickedWorkPerson>
      {...props}
      kind="workPersonnel"
      filters={{ status: NOT_LEFT, canteenId, deptId: canteenId ? undefined : deptId }}
      fetch={fetchPeople}
      toPicked={toPickedWorkPerson}
      side={canteenId ? undefined : <DeptTree selected={deptId} onSelect={(id) => setDeptId(id)} height={400} />}
      columns={[
        { title: t('workPersonnel.number'), dataIndex: 'number', width: 100 },
        { title: t('workPersonnel.name'), dataIndex: 'name', width: 100 },
        { title: t('workPersonnel.canteen'), dataIndex: 'canteenName', ellipsis: true },
        { title: t('workPersonnel.post'), dataIndex: 'postName', width: 110 },
        { title: t('workPersonnel.certState'), dataIndex: 'certState', width: 100, render: (state: WorkPerson['certState']) => <CertStateTag state={state} /> },
      ]}
    />
  );
}
