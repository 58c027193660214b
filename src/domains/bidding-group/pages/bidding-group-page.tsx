import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList, type DialogMode } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { fetchGroups, removeGroups, type BiddingGroup } from '../api';
import { GroupDialog } from '../components/group-dialog';
import '../i18n';

/** 评标小组: the panels of experts of the caller's department and those under it. */
export function BiddingGroupPage() {
  const { t } = useTranslation('biddingGroup');
  const canAdd = useCan('bidding_group_add');
  const canEdit = useCan('bidding_group_edit');
  const canRemove = useCan('bidding_group_delete');
  const [dialog, setDialog] = useState<{ mode: DialogMode; id?: string } | null>(null);
  const list = useCrudList<BiddingGroup>('bidding-group', fetchGroups);

  return (
    <Card className="page-card" data-testid="bidding-group-page">
      <CrudTable<BiddingGroup>
        name="bidding-group"
        list={list}
        emptyText={t('empty')}
        searchFields={[{ field: 'groupName', label: t('field.groupName') }]}
        columns={[
          { title: t('field.groupName'), dataIndex: 'groupName', width: 180 },
          { title: t('field.members'), dataIndex: 'memberNames', ellipsis: true, render: (names: string[]) => names.join('、') },
          { title: t('field.memberCount'), dataIndex: 'memberIds', width: 70, render: (ids: string[]) => ids.length },
          { title: t('field.leader'), dataIndex: 'leaderName', width: 100 },
          { title: t('field.dept'), dataIndex: 'deptName', width: 160 },
          { title: t('field.updateTime'), dataIndex: 'updateTime', width: 170 },
        ]}
        onAdd={canAdd ? () => setDialog({ mode: 'add' }) : undefined}
        onEdit={canEdit ? (row) => setDialog({ mode: 'edit', id: row.id }) : undefined}
        onView={(row) => setDialog({ mode: 'view', id: row.id })}
        onRemove={canRemove ? removeGroups : undefined}
      />
      <GroupDialog
        mode={dialog?.mode ?? null}
        id={dialog?.id}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void list.list.mutate();
        }}
      />
    </Card>
  );
}
