import { Button, Card, Modal, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { notify } from '../../../lib/notify';
import { fetchNotices, removeNotice, type Notice } from '../api';
import { NoticeDrawer, type DrawerState } from '../components/notice-drawer';
import { ReceiptsDrawer } from '../components/receipts-drawer';
import { NOTICE_LIST } from '../queries';
import { STATUS_COLOR } from '../status';
import '../i18n';

/**
 * 通知公告: the management screen over 新闻资讯's notices (one table) — the bureau drafts, publishes, withdraws and
 * deletes drafts of its unit's notices, addressed to the district or chosen schools, and reads their receipts per
 * school; every other reader sees the published notices of its reach (opening one is its receipt).
 */
export function NoticeBoardPage() {
  const { t } = useTranslation('news');
  const canAdd = useCan('notice_add');
  const canEdit = useCan('notice_edit');
  const canDelete = useCan('notice_delete');
  const [drawer, setDrawer] = useState<DrawerState | null>(null);
  const [receipts, setReceipts] = useState<Notice | null>(null);
  const list = useCrudList<Notice>(NOTICE_LIST, fetchNotices);

  const remove = (notice: Notice) =>
    Modal.confirm({
      title: t('board.remove'),
      content: t('board.removeConfirm', { title: notice.title }),
      onOk: async () => {
        await removeNotice(notice);
        notify.success(t('board.removed'));
        await list.list.mutate();
      },
    });

  return (
    <Card className="page-card" data-testid="notice-board-page">
      <CrudTable<Notice>
        name="notice"
        list={list}
        emptyText={t('empty')}
        addLabel={t('write')}
        searchFields={[
          { field: 'title', label: t('field.title') },
          {
            field: 'status',
            label: t('field.status'),
            control: (
              <Select
                allowClear
                placeholder={t('status.all')}
                style={{ width: 140 }}
                options={[0, 1, 2].map((value) => ({ label: t(`status.${value}`), value: String(value) }))}
              />
            ),
          },
        ]}
        columns={[
          { title: t('field.title'), dataIndex: 'title', ellipsis: true },
          { title: t('field.tag'), dataIndex: 'tag', width: 90, render: (tag: string) => (tag ? <Tag color="arcoblue">{tag}</Tag> : null) },
          {
            title: t('board.audience'),
            width: 200,
            ellipsis: true,
            render: (_, row) => (row.audience === 1 ? row.schoolNames.join('、') : t('audience.0')),
          },
          { title: t('field.deptName'), dataIndex: 'deptName', width: 150 },
          { title: t('field.publishTime'), dataIndex: 'publishTime', width: 170, render: (time: string | null) => time ?? '—' },
          {
            title: t('field.status'),
            dataIndex: 'status',
            width: 90,
            render: (status: Notice['status']) => <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>,
          },
        ]}
        onAdd={canAdd ? () => setDrawer({ editing: true }) : undefined}
        onView={(row) => setDrawer({ id: row.id, editing: false })}
        rowActions={(row) => (
          <>
            {row.own && row.status !== 0 ? (
              <Button type="text" size="mini" onClick={() => setReceipts(row)} data-testid={`notice-receipts-${row.id}`}>
                {t('board.receipts')}
              </Button>
            ) : null}
            {canDelete && row.own && row.status === 0 ? (
              <Button type="text" size="mini" status="danger" onClick={() => remove(row)} data-testid={`notice-remove-${row.id}`}>
                {t('board.remove')}
              </Button>
            ) : null}
          </>
        )}
      />
      <NoticeDrawer
        state={drawer}
        canPublish={canEdit}
        onClose={() => setDrawer(null)}
        onChanged={(saved) => (drawer?.id ? void list.list.mutate() : list.reveal(saved))}
      />
      <ReceiptsDrawer notice={receipts} onClose={() => setReceipts(null)} />
    </Card>
  );
}
