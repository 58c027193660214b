import { Button, Card, Empty, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/use-can';
import { CrudTable, useCrudList, type DialogMode } from '../../../components/crud';
import { fetchChildren, fetchParents, removeDicts } from '../api';
import { DictDialog } from '../components/dict-dialog';
import '../i18n';
import type { DictRow } from '../types';

type Layout = 'horizontal' | 'vertical';
const BUTTONS: Record<Layout, { add: string; edit: string; remove: string }> = {
  horizontal: { add: 'dict_add', edit: 'dict_edit', remove: 'dict_delete' },
  vertical: { add: 'dict_vertical_add', edit: 'dict_vertical_edit', remove: 'dict_vertical_delete' },
};

/** 字典管理: dictionaries and their entries, side by side (horizontal) or stacked (vertical). */
function DictPage({ layout }: { layout: Layout }) {
  const { t } = useTranslation('dict');
  const codes = BUTTONS[layout];
  const can = { add: useCan(codes.add), edit: useCan(codes.edit), remove: useCan(codes.remove) };
  const [parent, setParent] = useState<DictRow>();
  const [dialog, setDialog] = useState<{ mode: DialogMode; id?: string; entry: boolean } | null>(null);
  const parents = useCrudList<DictRow>('dict-parent', fetchParents);
  // the entries of the dictionary chosen: nothing to ask before one is
  const children = useCrudList<DictRow>('dict-child', fetchChildren, { parentId: parent?.id }, { enabled: Boolean(parent) });
  const sealed = (row: DictRow) => (row.isSealed ? <Tag size="small">{t('sealed')}</Tag> : null);

  return (
    <div className={`crud-split dict-${layout} ${layout === 'vertical' ? 'crud-split-stacked' : 'crud-split-even'}`} data-testid={`dict-${layout}`}>
      <Card title={t('parents')} className="page-card">
        <CrudTable<DictRow>
          name="dict-parent"
          list={parents}
          searchFields={[
            { field: 'code', label: t('field.code') },
            { field: 'dictValue', label: t('field.dictValue') },
          ]}
          columns={[
            {
              title: t('field.code'),
              dataIndex: 'code',
              render: (value: string, row) => (
                <>
                  {value} {sealed(row)}
                </>
              ),
            },
            { title: t('field.dictValue'), dataIndex: 'dictValue' },
            { title: t('field.sort'), dataIndex: 'sort', width: 70 },
          ]}
          onAdd={can.add ? () => setDialog({ mode: 'add', entry: false }) : undefined}
          onEdit={can.edit ? (row) => setDialog({ mode: 'edit', id: row.id, entry: false }) : undefined}
          onView={(row) => setDialog({ mode: 'view', id: row.id, entry: false })}
          onRemove={can.remove ? removeDicts : undefined}
          rowActions={(row) => (
            <Button type="text" size="mini" onClick={() => setParent(row)} data-testid={`dict-items-${row.code}`}>
              {t('items')}
            </Button>
          )}
        />
      </Card>
      <Card title={parent ? t('itemsOf', { name: `${parent.dictValue}（${parent.code}）` }) : t('children')} className="page-card">
        {parent ? (
          <CrudTable<DictRow>
            name="dict-child"
            list={children}
            searchFields={[{ field: 'dictValue', label: t('field.itemValue') }]}
            columns={[
              { title: t('field.dictKey'), dataIndex: 'dictKey', width: 100 },
              { title: t('field.itemValue'), dataIndex: 'dictValue' },
              { title: t('field.sort'), dataIndex: 'sort', width: 70 },
              { title: t('field.remark'), dataIndex: 'remark', ellipsis: true },
            ]}
            onAdd={can.add ? () => setDialog({ mode: 'add', entry: true }) : undefined}
            onEdit={can.edit ? (row) => setDialog({ mode: 'edit', id: row.id, entry: true }) : undefined}
            onView={(row) => setDialog({ mode: 'view', id: row.id, entry: true })}
            onRemove={can.remove ? removeDicts : undefined}
          />
        ) : (
          <Empty description={t('pickParent')} />
        )}
      </Card>
      <DictDialog
        mode={dialog?.mode ?? null}
        id={dialog?.id}
        parent={dialog?.entry ? parent : undefined}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void (dialog?.entry ? children : parents).list.mutate();
        }}
      />
    </div>
  );
}

export const DictHorizontalPage = () => <DictPage layout="horizontal" />;
export const DictVerticalPage = () => <DictPage layout="vertical" />;
