import { Button, Card, Modal, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Typography/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/use-can';
import { CrudTable, useCrudList, type DialogMode } from '../../../components/crud';
import { DeptTree } from '../../org';
import { notify } from '../../../lib/notify';
import { fetchUserPage, removeUsers, resetPasswords, USER_EXPORT } from '../api';
import { UserDialog } from '../components/user-dialog';
import '../i18n';
import type { User } from '../types';

/** 用户管理: the users of the caller's scope, by department (tree beside the table). */
export function UserPage() {
  const { t } = useTranslation('user');
  const [deptId, setDeptId] = useState<string>();
  const [dialog, setDialog] = useState<{ mode: DialogMode; id?: string } | null>(null);
  const list = useCrudList<User>('user', fetchUserPage, { deptId });
  const can = { add: useCan('user_add'), edit: useCan('user_edit'), remove: useCan('user_delete'), reset: useCan('user_reset') };

  const reset = (user: User) =>
    Modal.confirm({
      title: t('reset'),
      content: t('resetConfirm', { name: user.realName }),
      onOk: async () => {
        const [result] = await resetPasswords([user.id]);
        notify.success(t('crud:saved'));
        Modal.info({
          title: t('resetDone'),
          content: (
            <div data-testid="user-temporary-password">
              <p>{t('resetHint', { name: user.realName })}</p>
              <Typography.Text copyable code>
                {result?.password}
              </Typography.Text>
            </div>
          ),
        });
      },
    });

  return (
    <Card className="page-card" data-testid="user-page">
      <div className="crud-split">
        <aside className="crud-side">
          <DeptTree selected={deptId} onSelect={(id) => setDeptId(id)} />
        </aside>
        <CrudTable<User>
          name="user"
          list={list}
          searchFields={[
            { field: 'account', label: t('field.account') },
            { field: 'realName', label: t('field.realName') },
            { field: 'phone', label: t('field.phone') },
          ]}
          columns={[
            { title: t('field.account'), dataIndex: 'account', width: 130 },
            { title: t('field.realName'), dataIndex: 'realName', width: 110 },
            { title: t('field.sex'), dataIndex: 'sex', width: 70, render: (value: number) => t(`sex.${value}`) },
            { title: t('field.phone'), dataIndex: 'phone', width: 130 },
            { title: t('field.dept'), dataIndex: 'deptName', width: 180, ellipsis: true },
            { title: t('field.role'), dataIndex: 'roleName', width: 110 },
            { title: t('field.createTime'), dataIndex: 'createTime', width: 170 },
          ]}
          onAdd={can.add ? () => setDialog({ mode: 'add' }) : undefined}
          onEdit={can.edit ? (row) => setDialog({ mode: 'edit', id: row.id }) : undefined}
          onView={(row) => setDialog({ mode: 'view', id: row.id })}
          onRemove={can.remove ? removeUsers : undefined}
          rowActions={
            can.reset
              ? (row) => (
                  <Button type="text" size="mini" onClick={() => reset(row)} data-testid={`user-reset-${row.id}`}>
                    {t('reset')}
                  </Button>
                )
              : undefined
          }
          exportFile={{ path: USER_EXPORT, fileName: t('exportName') }}
        />
      </div>
      <UserDialog
        mode={dialog?.mode ?? null}
        id={dialog?.id}
        deptId={deptId}
        onClose={() => setDialog(null)}
        onSaved={(saved) => {
          // a new user: the first page, where it is listed, with its row lit for a moment
          if (dialog?.mode === 'add') list.reveal(saved);
          else void list.list.mutate();
          setDialog(null);
        }}
      />
    </Card>
  );
}
