import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerDialog, type Picked, type PickerProps } from '../../../components/pickers';
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

export type WorkPersonnelPickerProps = Omit<PickerProps<PickedWorkPerson>, 'mode'> & {
  /** Several at once unless false. */
  multiple?: boolean;
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
export function WorkPersonnelPicker({ open, multiple = true, canteenId, value, onChange, onClose }: WorkPersonnelPickerProps) {
  const { t } = useTranslation('pickers');
  const [deptId, setDeptId] = useState<string>();
  const filter: Record<string, string> = canteenId ? { canteenId } : deptId ? { deptId } : {};
  return (
    <PickerDialog<WorkPerson>
      kind="workPersonnel"
      open={open}
      mode={multiple ? 'multi' : 'single'}
      value={value}
      onChange={(items) => onChange(items as PickedWorkPerson[])}
      onClose={onClose}
      rowKey="id"
      searchLabel={t('workPersonnel.name')}
      fetchKey={[canteenId ?? '', deptId ?? '']}
      fetchPage={(query) => fetchPeople({ current: query.current, size: query.size, ...(query.name ? { name: query.name } : {}), status: NOT_LEFT, ...filter })}
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
