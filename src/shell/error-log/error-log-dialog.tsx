import { Button, Empty, Modal, Table, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Typography/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { uploadErrorLog } from '../../domains/error-log';
import { isHttpError } from '../../lib/http';
import { notify } from '../../lib/notify';
import { session, type ErrorLogEntry } from '../../session';

/** The error log: a table of type, address, message, stack and time; upload or clear, each confirmed. */
export function ErrorLogDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('errorlog');
  const { logsList } = useSnapshot(session);
  const [busy, setBusy] = useState(false);

  const upload = () =>
    Modal.confirm({
      title: t('upload'),
      content: t('uploadConfirm', { count: session.logsList.length }),
      okText: t('common:ok'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        setBusy(true);
        try {
          await uploadErrorLog(session.logsList);
          session.logsList = [];
          notify.success(t('uploaded'));
        } catch (error) {
          notify.error(isHttpError(error) && error.code === 404 ? t('unsupported') : t('uploadFailed'));
        } finally {
          setBusy(false);
        }
      },
    });

  const clear = () =>
    Modal.confirm({
      title: t('clear'),
      content: t('clearConfirm'),
      okText: t('common:ok'),
      cancelText: t('common:cancel'),
      onOk: () => {
        session.logsList = [];
        notify.success(t('cleared'));
      },
    });

  const rows = [...(logsList as readonly ErrorLogEntry[])].reverse();
  return (
    <Modal
      visible
      title={t('title')}
      onCancel={onClose}
      style={{ width: '80%', maxWidth: 1100 }}
      data-testid="error-log-dialog"
      footer={
        <>
          <Button onClick={clear} disabled={!rows.length} data-testid="error-log-clear">
            {t('clear')}
          </Button>
          <Button type="primary" onClick={upload} loading={busy} disabled={!rows.length} data-testid="error-log-upload">
            {t('upload')}
          </Button>
        </>
      }
    >
      <Table
        rowKey={(row) => `${row.time}-${row.message}-${rows.indexOf(row)}`}
        data={rows}
        pagination={{ pageSize: 10, size: 'small' }}
        scroll={{ y: 420 }}
        noDataElement={<Empty description={t('empty')} />}
        columns={[
          { title: t('columns.type'), dataIndex: 'type', width: 90 },
          { title: t('columns.url'), dataIndex: 'url', width: 220, ellipsis: true },
          { title: t('columns.message'), dataIndex: 'message', width: 260 },
          {
            title: t('columns.stack'),
            dataIndex: 'stack',
            render: (stack: string) => (stack ? <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} className="error-stack">{stack}</Typography.Paragraph> : null),
          },
          { title: t('columns.time'), dataIndex: 'time', width: 170 },
        ]}
      />
    </Modal>
  );
}
