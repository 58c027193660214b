import { Button, Empty, Modal, Table, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Typography/style/css';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { snapshot, useSnapshot } from 'valtio';
import { isErrorLogUnsupported, uploadErrorLog } from '../../domains/error-log';
import { errorText } from '../../lib/http';
import { i18n } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { session, type ErrorLogEntry } from '../../session';
import { useSubmit } from '../../components/form-dialog/use-submit';
import { readEntries } from './capture';

/**
 * Uploads the log, then removes what was sent (an error recorded during the upload stays). Throws when
 * the upload fails; the log is then left as it was.
 */
export async function sendErrorLog(): Promise<void> {
  const sent = new Set<unknown>(session.logsList);
  await uploadErrorLog(readEntries(snapshot(session).logsList));
  session.logsList = session.logsList.filter((entry) => !sent.has(entry));
}

/** The text shown when an upload fails. */
export function uploadFailureText(error: unknown): string {
  if (isErrorLogUnsupported(error)) return i18n.t('errorlog:unsupported');
  const reason = errorText(error, '');
  return reason ? i18n.t('errorlog:uploadFailedReason', { reason }) : i18n.t('errorlog:uploadFailed');
}

type Row = ErrorLogEntry & { key: string };

// Plain clamped text with the whole value as its tooltip: one node per value, so the text is findable once.
const clamp = (rows: number): CSSProperties => ({
  display: '-webkit-box',
  WebkitLineClamp: rows,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  wordBreak: 'break-all',
});
const Clamped = ({ text, rows }: { text: string; rows: number }) => (
  <div title={text} style={clamp(rows)}>
    {text}
  </div>
);

const Stack = ({ text }: { text: string }) =>
  text ? (
    <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ marginBottom: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {text}
    </Typography.Paragraph>
  ) : null;

/** The error log: type, address, message, stack and time, newest first; upload or clear, each confirmed. */
export function ErrorLogDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('errorlog');
  const { logsList } = useSnapshot(session);
  const sending = useSubmit(sendErrorLog, { success: t('uploaded'), onRefused: (error) => notify.error(uploadFailureText(error)) });
  const busy = sending.saving;
  const rows: Row[] = useMemo(
    () =>
      readEntries(logsList)
        .map((entry, index) => ({ ...entry, key: String(index) }))
        .reverse(),
    [logsList],
  );

  const upload = () =>
    Modal.confirm({
      title: t('upload'),
      content: t('uploadConfirm', { count: rows.length }),
      okText: t('common:ok'),
      cancelText: t('common:cancel'),
      onOk: () => sending.submit(),
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

  return (
    <Modal
      visible
      title={t('title')}
      onCancel={onClose}
      style={{ width: '80%', maxWidth: 1100 }}
      data-testid="error-log-dialog"
      footer={
        <>
          <Button onClick={clear} disabled={!rows.length || busy} data-testid="error-log-clear">
            {t('clear')}
          </Button>
          <Button type="primary" onClick={upload} loading={busy} disabled={!rows.length} data-testid="error-log-upload">
            {t('upload')}
          </Button>
        </>
      }
    >
      <Table<Row>
        rowKey="key"
        data={rows}
        pagination={{ pageSize: 10, size: 'small', hideOnSinglePage: true }}
        scroll={{ y: 420 }}
        noDataElement={<Empty description={t('empty')} />}
        columns={[
          { title: t('columns.type'), dataIndex: 'type', width: 90 },
          { title: t('columns.url'), dataIndex: 'url', width: 200, render: (url: string) => <Clamped text={url} rows={1} /> },
          { title: t('columns.message'), dataIndex: 'message', width: 240, render: (message: string) => <Clamped text={message} rows={3} /> },
          {
            title: t('columns.stack'),
            dataIndex: 'stack',
            render: (_: string, row) => <Stack text={[row.stack, row.info].filter(Boolean).join('\n')} />,
          },
          { title: t('columns.time'), dataIndex: 'time', width: 170 },
        ]}
      />
    </Modal>
  );
}
