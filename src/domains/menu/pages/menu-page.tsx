import { Card, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/use-can';
import { confirmRemove, LazyTreeTable, RowActions, useLazyTree, type DialogMode } from '../../../components/crud';
import { announceMenusChanged } from '../../../lib/menu-events';
import { fetchMenuChildren, removeMenus, type MenuRow } from '../admin-api';
import { MenuDialog } from '../components/menu-dialog';
import '../i18n';

/** 菜单管理: the menu tree loaded level by level; a save reloads the shell's menus. */
export function MenuPage() {
  const { t } = useTranslation('menuAdmin');
  const can = { add: useCan('menu_add'), edit: useCan('menu_edit'), remove: useCan('menu_delete') };
  const tree = useLazyTree<MenuRow>('menu', fetchMenuChildren);
  const [dialog, setDialog] = useState<{ mode: DialogMode; id?: string; parent?: MenuRow } | null>(null);
  const changed = async (parentId?: string) => {
    await tree.refresh(parentId);
    announceMenusChanged();
  };
  const remove = (menu: MenuRow) =>
    confirmRemove(
      1,
      () => removeMenus([menu.id]),
      () => changed(),
    );

  return (
    <Card className="page-card" data-testid="menu-page">
      <LazyTreeTable<MenuRow>
        name="menu"
        tree={tree}
        loadFailed={t('loadFailed')}
        columns={[
          { title: t('field.name'), dataIndex: 'name' },
          { title: t('field.code'), dataIndex: 'code', width: 180 },
          { title: t('field.path'), dataIndex: 'path', width: 240, ellipsis: true },
          {
            title: t('field.category'),
            dataIndex: 'category',
            width: 90,
            render: (value: 1 | 2) => <Tag color={value === 1 ? 'arcoblue' : 'gray'}>{t(`category.${value}`)}</Tag>,
          },
          { title: t('field.sort'), dataIndex: 'sort', width: 70 },
          {
            title: t('crud:actions'),
            dataIndex: 'id',
            width: 240,
            render: (_: string, row: MenuRow) => (
              <RowActions
                testId={`menu-${row.code}`}
                addChildLabel={t('addChild')}
                onAddChild={can.add && row.category === 1 ? () => setDialog({ mode: 'add', parent: row }) : undefined}
                onView={() => setDialog({ mode: 'view', id: row.id })}
                onEdit={can.edit ? () => setDialog({ mode: 'edit', id: row.id }) : undefined}
                onRemove={can.remove ? () => remove(row) : undefined}
              />
            ),
          },
        ]}
      />
      <MenuDialog
        mode={dialog?.mode ?? null}
        id={dialog?.id}
        parent={dialog?.parent}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void changed(dialog?.parent?.id);
        }}
      />
    </Card>
  );
}
