import { Alert, Card, Link, Space, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Link/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList, type DialogMode } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { fetchQualificationPage, removeQualifications, type Qualification } from '../api';
import { QualificationDialog } from '../components/qualification-dialog';
import { useQualificationTypes } from '../hooks';
import '../i18n';

/** 企业资质: the supplier's own qualification documents, one a type, with their expiry and scans. */
export function QualificationPage() {
  const { t } = useTranslation('supplier');
  const canUpload = useCan('supplier_qualification_upload');
  const { types, label } = useQualificationTypes();
  const [dialog, setDialog] = useState<{ mode: DialogMode; id?: string } | null>(null);
  const list = useCrudList<Qualification>('qualification', fetchQualificationPage);
  const records = list.list.data?.records;
  const held = records?.map((doc) => doc.docType) ?? [];
  const missing = types.filter((type) => !held.includes(Number(type.key)));

  return (
    <Card className="page-card" data-testid="qualification-page">
      {records ? (
        <Alert
          type={missing.length ? 'warning' : 'success'}
          style={{ marginBottom: 16 }}
          content={
            missing.length
              ? t('qualification.missing', { types: missing.map((type) => type.label).join(t('qualification.separator')) })
              : t('qualification.complete')
          }
          data-testid="qualification-missing"
        />
      ) : null}
      <CrudTable<Qualification>
        name="qualification"
        list={list}
        addLabel={t('qualification.upload')}
        emptyText={t('qualification.empty')}
        columns={[
          { title: t('qualification.field.docType'), dataIndex: 'docType', width: 180, render: (type: number, doc) => label(type, doc.docTypeName) },
          { title: t('qualification.field.docNo'), dataIndex: 'docNo', ellipsis: true },
          { title: t('qualification.field.issueDate'), dataIndex: 'issueDate', width: 120, render: (date: string | null) => date ?? '' },
          {
            title: t('qualification.field.expireDate'),
            dataIndex: 'expireDate',
            width: 200,
            render: (date: string | null, doc) => (
              <Space size={6}>
                <span>{date ?? t('qualification.longTerm')}</span>
                {doc.expired ? <Tag color="red">{t('qualification.expired')}</Tag> : null}
                {doc.expiresSoon ? <Tag color="orange">{t('qualification.expiresSoon')}</Tag> : null}
              </Space>
            ),
          },
          {
            title: t('qualification.field.file'),
            dataIndex: 'fileLink',
            width: 140,
            render: (link: string | null, doc) =>
              link ? (
                <Space size={8}>
                  {/* an image opens in the browser; a PDF is served as an attachment, so both links save it */}
                  {doc.fileMime?.startsWith('image/') ? (
                    <Link href={link} target="_blank" rel="noreferrer" data-testid={`qualification-preview-${doc.id}`}>
                      {t('qualification.preview')}
                    </Link>
                  ) : null}
                  <Link href={link} download={doc.fileName ?? true} data-testid={`qualification-download-${doc.id}`}>
                    {t('qualification.download')}
                  </Link>
                </Space>
              ) : null,
          },
        ]}
        onAdd={canUpload ? () => setDialog({ mode: 'add' }) : undefined}
        onEdit={canUpload ? (doc) => setDialog({ mode: 'edit', id: doc.id }) : undefined}
        onView={canUpload ? undefined : (doc) => setDialog({ mode: 'view', id: doc.id })}
        onRemove={canUpload ? removeQualifications : undefined}
      />
      <QualificationDialog
        mode={dialog?.mode ?? null}
        id={dialog?.id}
        types={types}
        held={held}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void list.list.mutate();
        }}
      />
    </Card>
  );
}
