import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { http, type Page, type R } from '../../lib/http';
import { session } from '../../session';
import { DeptTree } from './dept-tree';
import { PickerDialog } from './picker-dialog';
import type { Picked, PickMode } from './selection';

export interface UserRow {
  id: string;
  userName: string;
  realName: string;
  account: string;
  phone: string;
  sex: number;
  deptName: string;
  deptList: { name: string }[];
  nickname: string;
  roleName: string;
}

const APPROVER_ROLE = 'approvebid';
const USER_LIST_DELAY = 1000;

async function fetchRoleId(alias: string): Promise<string | undefined> {
  const { data } = await http.get<R<{ id: string }>>('/api/rabbit-system/role/detail', { params: { roleAlias: alias }, silent: true });
  return data.data?.id;
}

async function fetchApprovers(roleId: string, deptId: string, query: { current: number; size: number; name: string }): Promise<Page<UserRow>> {
  const { data } = await http.get<R<Page<UserRow>>>('/api/rabbit-user/getApprovedBy', {
    params: { roleId, deptId, current: query.current, size: query.size, realName: query.name || undefined },
  });
  return data.data;
}

/** A picked user keeps the sex and department the person-choose table starts from. */
export interface PickedUser extends Picked {
  sex?: number;
  deptName?: string;
}

interface Props {
  open: boolean;
  mode?: PickMode;
  value: Picked[];
  onChange: (items: PickedUser[]) => void;
  onClose: () => void;
}

/** 选择用户: users holding the role found by code `approvebid`, in the user's department (or one below). */
export function UserPicker({ open, mode = 'multi', value, onChange, onClose }: Props) {
  const { t } = useTranslation('pickers');
  const { userInfo } = useSnapshot(session);
  const [deptId, setDeptId] = useState<string>();
  const role = useSWR(open ? ['picker', 'role', APPROVER_ROLE] : null, () => fetchRoleId(APPROVER_ROLE));
  const dept = deptId ?? userInfo?.deptId ?? '';
  const roleId = role.data;
  return (
    <PickerDialog<UserRow>
      kind="user"
      open={open}
      mode={mode}
      value={value}
      onChange={(items) => onChange(items as PickedUser[])}
      onClose={onClose}
      rowKey="id"
      delay={USER_LIST_DELAY}
      searchLabel={t('user.realName')}
      unavailable={role.error || (role.data === undefined && !role.isLoading && open) ? t('user.noRole') : undefined}
      fetchKey={[roleId ?? '', dept]}
      fetchPage={roleId && dept ? (query) => fetchApprovers(roleId, dept, query) : null}
      toPicked={(row): PickedUser => ({ id: row.id, name: row.realName, sex: row.sex, deptName: row.deptName })}
      side={<DeptTree selected={deptId} onSelect={(id) => setDeptId(id)} height={400} />}
      columns={[
        { title: t('user.realName'), dataIndex: 'realName', width: 100 },
        { title: t('user.account'), dataIndex: 'account', width: 110 },
        { title: t('user.sex'), dataIndex: 'sex', width: 70, render: (sex: number) => t(`sex.${sex}`) },
        { title: t('user.phone'), dataIndex: 'phone', width: 130 },
        { title: t('user.deptName'), dataIndex: 'deptName', ellipsis: true },
        { title: t('user.roleName'), dataIndex: 'roleName', width: 110 },
      ]}
    />
  );
}
