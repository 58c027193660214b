import { Drawer, Spin, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../components/status-panel';
import { fetchReceipts, type Notice, type Receipt } from '../api';
import { noticeKeys } from '../queries';

/** 阅读回执: per school addressed, how many of its people opened the notice and when first; the unread first. */
export function ReceiptsDrawer({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const { t } = useTranslation('news');
  const receipts = useSWR(notice ? noticeKeys.receipts(notice.id) : null, () => fetchReceipts(notice!.id));
  return (
    <Drawer
      width={560}
      visible={notice !== null}
      title={notice ? t('board.receiptsTitle', { title: notice.title }) : ''}
      footer={null}
      onCancel={onClose}
      unmountOnExit
    >
      <div data-testid="notice-receipts">
        {receipts.error ? (
          <StatusPanel
            kind="error"
            title={t('board.receiptsFailed')}
            error={receipts.error}
            actionLabel={t('common:retry')}
            onAction={() => void receipts.mutate()}
          />
        ) : !receipts.data ? (
          <Spin tip={t('common:loading')} />
        ) : (
          <>
            <p data-testid="notice-receipts-summary">{t('board.readOf', { read: receipts.data.read, schools: receipts.data.schools })}</p>
            <Table<Receipt>
              rowKey="schoolId"
              size="small"
              border
              pagination={false}
              data={receipts.data.receipts}
              columns={[
                { title: t('board.school'), dataIndex: 'schoolName' },
                {
                  title: t('board.readers'),
                  dataIndex: 'readers',
                  width: 100,
                  render: (readers: number) => (readers ? readers : <Tag color="orange">{t('board.unread')}</Tag>),
                },
                { title: t('board.firstRead'), dataIndex: 'firstReadTime', width: 170, render: (time: string | null) => time ?? '—' },
              ]}
            />
          </>
        )}
      </div>
    </Drawer>
  );
}
