import { Button, Card, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { fetchNotices, type Notice } from '../api';
import { NoticeDrawer, type DrawerState } from '../components/notice-drawer';
import { NOTICE_LIST } from '../queries';
import { STATUS_COLOR } from '../status';
import '../i18n';
import '../news.css';

/** 新闻资讯: the published notices of the caller's reach, newest first; the bureau also writes, publishes and withdraws. */
export function NewsPage() {
  const { t } = useTranslation('news');
  const canPublish = useCan('notice_publish');
  const [drawer, setDrawer] = useState<DrawerState | null>(null);
  const list = useCrudList<Notice>(NOTICE_LIST, fetchNotices);

  return (
    <Card className="page-card" data-testid="news-page">
      <CrudTable<Notice>
        name="notice"
        list={list}
        emptyText={t('empty')}
        addLabel={t('write')}
        searchFields={[
          { field: 'title', label: t('field.title') },
          ...(canPublish
            ? [
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
              ]
            : []),
        ]}
        columns={[
          {
            title: t('field.img'),
            dataIndex: 'img',
            width: 100,
            render: (img: string) => (img ? <img className="notice-thumb" src={img} alt="" /> : <span className="notice-no-image" aria-hidden />),
          },
          {
            title: t('field.title'),
            dataIndex: 'title',
            render: (_: string, row: Notice) => (
              <div>
                <Button type="text" className="notice-link" onClick={() => setDrawer({ id: row.id, editing: false })} data-testid={`notice-open-${row.id}`}>
                  {row.title}
                </Button>
                {row.subtitle ? <div className="notice-row-subtitle">{row.subtitle}</div> : null}
              </div>
            ),
          },
          { title: t('field.tag'), dataIndex: 'tag', width: 100, render: (tag: string) => (tag ? <Tag color="arcoblue">{tag}</Tag> : null) },
          { title: t('field.deptName'), dataIndex: 'deptName', width: 160 },
          { title: t('field.publishTime'), dataIndex: 'publishTime', width: 170, render: (time: string | null) => time ?? '—' },
          ...(canPublish
            ? [
                {
                  title: t('field.status'),
                  dataIndex: 'status',
                  width: 100,
                  render: (status: Notice['status']) => <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>,
                },
              ]
            : []),
        ]}
        onAdd={canPublish ? () => setDrawer({ editing: true }) : undefined}
        onView={(row) => setDrawer({ id: row.id, editing: false })}
      />
      <NoticeDrawer
        state={drawer}
        canPublish={canPublish}
        onClose={() => setDrawer(null)}
        onChanged={(saved) => (drawer?.id ? void list.list.mutate() : list.reveal(saved))}
      />
    </Card>
  );
}
