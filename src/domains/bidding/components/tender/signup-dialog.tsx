import { Descriptions, Empty, Link, Modal, Space, Spin, Table, Tabs, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Link/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../../components/status-panel';
import { useStoredFile } from '../../../supplier';
import { fetchSignUpCompany, fetchSignUpDocuments, fetchSignUpShop } from '../../api';
import type { SignUp, SignUpDocument } from '../../types';
import { tenderKeys } from '../../queries';

/** One reader's answer: loading, failed (with retry) or shown. */
function Loaded<T>({ name, signUpId, load, children }: { name: string; signUpId: string; load: (id: string) => Promise<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('bidding-tender');
  const answer = useSWR(tenderKeys.signUp(name, signUpId), () => load(signUpId));
  if (answer.error && !answer.data)
    return <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={() => void answer.mutate()} error={answer.error} />;
  if (answer.data === undefined) return <Spin style={{ display: 'block' }} />;
  return <>{children(answer.data)}</>;
}

const fields = (record: Record<string, string>) =>
  Object.keys(record).length ? <Descriptions column={1} border data={Object.entries(record).map(([label, value]) => ({ label, value }))} /> : <Empty />;

/** A sign-up as reviewed: the company, the shop and the documents as they were when it signed up. */
export function SignUpDialog({ signUp, onClose }: { signUp: SignUp | null; onClose: () => void }) {
  const { t } = useTranslation('bidding-tender');
  return (
    <Modal title={signUp?.supplierName} visible={Boolean(signUp)} onCancel={onClose} footer={null} style={{ width: 760 }} unmountOnExit>
      {signUp ? (
        <Tabs defaultActiveTab="company" data-testid="signup-dialog">
          <Tabs.TabPane key="company" title={t('review.company')}>
            <Loaded name="company" signUpId={signUp.id} load={fetchSignUpCompany}>
              {fields}
            </Loaded>
          </Tabs.TabPane>
          <Tabs.TabPane key="shop" title={t('review.shop')}>
            <Loaded name="shop" signUpId={signUp.id} load={fetchSignUpShop}>
              {fields}
            </Loaded>
          </Tabs.TabPane>
          <Tabs.TabPane key="documents" title={t('review.documents')}>
            <Loaded name="documents" signUpId={signUp.id} load={fetchSignUpDocuments}>
              {(documents) => <Documents documents={documents} />}
            </Loaded>
          </Tabs.TabPane>
        </Tabs>
      ) : null}
    </Modal>
  );
}

function Documents({ documents }: { documents: SignUpDocument[] }) {
  const { t } = useTranslation('bidding-tender');
  return (
    <Table<SignUpDocument>
      rowKey="docType"
      data={documents}
      pagination={false}
      data-testid="signup-documents"
      columns={[
        { title: t('review.docName'), dataIndex: 'name' },
        { title: t('review.docNo'), dataIndex: 'docNo' },
        {
          title: t('review.expireDate'),
          dataIndex: 'expireDate',
          render: (date: string | null, doc) => (
            <Space size={6}>
              <span className={doc.expired ? 'tender-error' : undefined}>{date ?? t('review.longTerm')}</span>
              {doc.expired ? <Tag color="red">{t('review.expired')}</Tag> : null}
            </Space>
          ),
        },
        {
          title: t('review.file'),
          dataIndex: 'fileId',
          render: (fileId: string | null) => (fileId ? <FileLinks fileId={fileId} /> : t('review.noFile')),
        },
      ]}
    />
  );
}

/** A document's scan: an image opens to preview; every file downloads (the link carries the file's key). */
function FileLinks({ fileId }: { fileId: string }) {
  const { t } = useTranslation('bidding-tender');
  const file = useStoredFile(fileId);
  if (file.error) return <span className="tender-error">{t('review.fileFailed')}</span>;
  if (!file.data) return <Spin size={14} />;
  return (
    <Space size={8}>
      {file.data.mime.startsWith('image/') ? (
        <Link href={file.data.link} target="_blank" rel="noreferrer">
          {t('review.preview')}
        </Link>
      ) : null}
      <Link href={file.data.link} download={file.data.name || true}>
        {t('review.download')}
      </Link>
    </Space>
  );
}
