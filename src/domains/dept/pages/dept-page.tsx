import { Button, Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { DEPT_CATEGORY } from '../../../../contract/org';
import { useCan } from '../../../components/use-can';
import { useAccess } from '../../../components/use-access';
import { deptTreeKeys } from '../../org';
import { confirmRemove, LazyTreeTable, RowActions, useLazyTree, type DialogMode } from '../../../components/crud';
import { fetchDeptChildren, removeDepts, type Dept } from '../api';
import { DeptDialog } from '../components/dept-dialog';
import '../i18n';

/** 机构管理: the department tree of the caller's scope, loaded level by level. */
export function DeptPage() {
  const { t } = useTranslation('dept');
  const access = useAccess();
  const can = { add: useCan('dept_add'), edit: useCan('dept_edit'), remove: useCan('dept_delete') };
  const { mutate } = useSWRConfig();
  const tree = useLazyTree<Dept>('dept', fetchDeptChildren);
  const [dialog, setDialog] = useState<{ mode: DialogMode; id?: string; parentId?: string } | null>(null);

  const refresh = async (parentId?: string) => {
    await tree.refresh(parentId);
    // the pickers' department trees show the change too
    void mutate(deptTreeKeys.matches);
  };
  const remove = (dept: Dept) =>
    confirmRemove(
      1,
      () => removeDepts([dept.id]),
      () => refresh(),
    );

  return (
    <Card className="page-card" data-testid="dept-page">
      {can.add && access.platformAdmin ? (
        <div className="crud-toolbar">
          <Button type="primary" icon={<IconPlus />} onClick={() => setDialog({ mode: 'add' })} data-testid="dept-add">
            {t('crud:add')}
          </Button>
        </div>
      ) : null}
      <LazyTreeTable<Dept>
        name="dept"
        tree={tree}
        loadFailed={t('loadFailed')}
        columns={[
          { title: t('field.deptName'), dataIndex: 'deptName' },
          { title: t('field.deptCategory'), dataIndex: 'deptCategory', width: 130, render: (value: number) => t(`category.${value}`) },
          { title: t('field.contactName'), dataIndex: 'contactName', width: 110 },
          { title: t('field.contactPhone'), dataIndex: 'contactPhone', width: 130 },
          { title: t('field.approvers'), dataIndex: 'approverNames', width: 160, ellipsis: true },
          { title: t('field.sort'), dataIndex: 'sort', width: 70 },
          {
            title: t('crud:actions'),
            dataIndex: 'id',
            width: 260,
            render: (_: string, row: Dept) => (
              <RowActions
                testId={`dept-${row.id}`}
                addChildLabel={t('addChild')}
                onAddChild={can.add && row.deptCategory !== DEPT_CATEGORY.canteen ? () => setDialog({ mode: 'add', parentId: row.id }) : undefined}
                onView={() => setDialog({ mode: 'view', id: row.id })}
                onEdit={can.edit ? () => setDialog({ mode: 'edit', id: row.id }) : undefined}
                onRemove={can.remove ? () => remove(row) : undefined}
              />
            ),
          },
        ]}
      />
      <DeptDialog
        mode={dialog?.mode ?? null}
        id={dialog?.id}
        parentId={dialog?.parentId}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void refresh(dialog?.parentId);
        }}
      />
    </Card>
  );
}
