import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { ROLE } from '../../../../contract/roles';
import { PersonPicker, type Picked, type PickerProps } from '../../../components/pickers';
import { session } from '../../../session';
import { DeptTree } from '../../org';
import { fetchApprovers, fetchRoleId, type UserRow } from '../api';
import { userKeys } from '../queries';

const APPROVER_ROLE = ROLE.approvebid;
const USER_LIST_DELAY = 1000;

/** A picked user keeps the sex and department the person-choose table starts from. */
export interface PickedUser extends Picked {
  sex?: number;
  deptName?: string;
}

/**
 * 选择用户: users holding the role found by code (`approvebid` unless `roleAlias` names another: an attendance group's
 * supervisors are canteen accounts), in the user's department (or one below).
 */
export function UserPicker({ open, mode = 'multi', value, onChange, onClose, roleAlias = APPROVER_ROLE }: PickerProps<PickedUser> & { roleAlias?: string }) {
  const { t } = useTranslation('pickers');
  const { userInfo } = useSnapshot(session);
  const [deptId, setDeptId] = useState<string>();
  const role = useSWR(open ? userKeys.roleId(roleAlias) : null, () => fetchRoleId(roleAlias));
  const dept = deptId ?? userInfo?.deptId ?? '';
  const roleId = role.data;
  return (
    <PersonPicker<UserRow, PickedUser>
      kind="user"
      open={open}
      multiple={mode !== 'single'}
      value={value}
      onChange={onChange}
      onClose={onClose}
      delay={USER_LIST_DELAY}
      searchLabel={t('user.realName')}
      unavailable={
        role.error || (role.data === undefined && !role.isLoading && open)
          ? roleAlias === APPROVER_ROLE
            ? t('user.noRole')
            : t('user.noRoleOf', { role: roleAlias })
          : undefined
      }
      filters={{ roleId, deptId: dept }}
      fetch={roleId && dept ? (query) => fetchApprovers(roleId, dept, query) : null}
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
