import { Form, Input, Select, TreeSelect } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/TreeSelect/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { CrudDialog, type DialogMode } from '../../../components/crud';
import { useDeptTree } from '../../org';
import { delayedRule } from '../../../lib/form-rules';
import { validateNewPassword } from '../../../lib/validators';
import { fetchRoles, fetchUser, submitUser } from '../api';
import { userKeys } from '../queries';
import type { User, UserValues } from '../types';
import { PersonFields } from './person-fields';

interface Props {
  mode: DialogMode | null;
  id?: string;
  /** The department chosen in the tree: a new user's default. */
  deptId?: string;
  onClose: () => void;
  /** With what the save answered: a create's new record. */
  onSaved: (saved?: unknown) => void;
}

const toValues = (user: User): Partial<UserValues> => ({
  account: user.account,
  realName: user.realName,
  nickName: user.nickName,
  phone: user.phone,
  email: user.email,
  sex: user.sex,
  deptId: user.deptId,
  roleId: user.roleId,
});

/** Add, edit or view one user. The password is set only when the user is created (reset it later). */
export function UserDialog({ mode, id, deptId, onClose, onSaved }: Props) {
  const { t } = useTranslation('user');
  const tree = useDeptTree(false, Boolean(mode));
  const roles = useSWR(mode ? userKeys.roles : null, fetchRoles);
  return (
    <CrudDialog<User, UserValues>
      name="user"
      subject={t('subject')}
      mode={mode}
      id={id}
      loadDetail={fetchUser}
      toValues={toValues}
      initialValues={{ deptId, sex: 1 }}
      submit={submitUser}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(form) => (
        <div className="crud-form-grid">
          <Form.Item
            label={t('field.account')}
            field="account"
            rules={[
              { required: true, message: t('rule.account') },
              { match: /^[A-Za-z0-9_.@-]+$/, message: t('rule.accountFormat') },
            ]}
          >
            <Input maxLength={30} autoComplete="off" />
          </Form.Item>
          <Form.Item label={t('field.realName')} field="realName" rules={[{ required: true, message: t('rule.realName') }]}>
            <Input maxLength={30} />
          </Form.Item>
          {mode === 'add' ? (
            <>
              <Form.Item
                label={t('field.password')}
                field="password"
                rules={[{ required: true, message: t('rule.password') }, delayedRule(validateNewPassword, t)]}
              >
                <Input.Password maxLength={8} autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                label={t('field.password2')}
                field="password2"
                rules={[
                  { required: true, message: t('rule.password') },
                  { validator: (value, callback) => callback(value === form.getFieldValue('password') ? undefined : t('rule.password2')) },
                ]}
              >
                <Input.Password maxLength={8} autoComplete="new-password" />
              </Form.Item>
            </>
          ) : null}
          <PersonFields />
          <Form.Item label={t('field.dept')} field="deptId" rules={[{ required: true, message: t('rule.dept') }]}>
            <TreeSelect
              treeData={tree.data ?? []}
              loading={tree.isLoading}
              fieldNames={{ key: 'id', title: 'title', children: 'children' }}
              showSearch
              allowClear
            />
          </Form.Item>
          <Form.Item label={t('field.role')} field="roleId" rules={[{ required: true, message: t('rule.role') }]}>
            <Select loading={roles.isLoading} options={(roles.data ?? []).map((role) => ({ label: role.title, value: role.id }))} />
          </Form.Item>
        </div>
      )}
    </CrudDialog>
  );
}
