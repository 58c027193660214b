import { Button, Card, Modal, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../../components/crud';
import { fetchNoticeList } from '../../api';
import type { NoticeRow } from '../../types';
import '../../components/review/review.css';
import './i18n';

const TYPES = [1, 2, 3, 4] as const;

/** 招标公告: the notices of every tender the unit may see, newest first, each opening to its text. */
export function NoticePage() {
  const { t } = useTranslation('bidding-review');
  const [open, setOpen] = useState<NoticeRow | null>(null);
  const list = useCrudList<NoticeRow>('bidding-notices', fetchNoticeList);
  return (
    <Card className="page-card" data-testid="notice-page">
      <CrudTable<NoticeRow>
        name="notices"
        list={list}
        emptyText={t('notices.empty')}
        onView={setOpen}
        searchFields={[
          { field: 'title', label: t('notices.title') },
          {
            field: 'type',
            label: t('notices.type'),
            control: (
              <Select allowClear placeholder={t('notices.allTypes')} style={{ width: 160 }} data-testid="notices-type">
                {TYPES.map((type) => (
                  <Select.Option key={type} value={String(type)}>
                    {t(`bidding:notice.${type}`)}
                  </Select.Option>
                ))}
              </Select>
            ),
          },
        ]}
        columns={[
          {
            title: t('notices.type'),
            dataIndex: 'type',
            width: 130,
            render: (type: NoticeRow['type']) => <Tag color="arcoblue">{t(`bidding:notice.${type}`)}</Tag>,
          },
          { title: t('notices.title'), dataIndex: 'title', ellipsis: true },
          { title: t('bidding:field.school'), dataIndex: 'schoolName', width: 150 },
          { title: t('bidding:field.biddingNo'), dataIndex: 'biddingNo', width: 150 },
          { title: t('notices.publishTime'), dataIndex: 'publishTime', width: 170 },
        ]}
      />
      <Modal
        title={open?.title}
        visible={open !== null}
        onCancel={() => setOpen(null)}
        footer={<Button onClick={() => setOpen(null)}>{t('close')}</Button>}
        unmountOnExit
      >
        {open ? (
          <div data-testid="notice-view">
            <p>
              <Tag color="arcoblue">{t(`bidding:notice.${open.type}`)}</Tag> {open.biddingTitle} · {open.schoolName}
            </p>
            <p>{t('notices.publishedAt', { time: open.publishTime })}</p>
            {open.endTime ? <p>{t('notices.endTime', { time: open.endTime })}</p> : null}
            <p className="review-pre">{open.content}</p>
          </div>
        ) : null}
      </Modal>
    </Card>
  );
}
