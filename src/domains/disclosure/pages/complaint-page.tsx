import { Button, Card, Modal, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { notify } from '../../../lib/notify';
import { closeComplaint, fetchComplaints } from '../api';
import { AssignDialog, EntryDialog, ReplyDialog } from '../components/complaint-dialogs';
import { PublicLinks } from '../components/public-links';
import { useLinks } from '../hooks';
import { COMPLAINT_LIST } from '../queries';
import type { Complaint } from '../types';
import '../i18n';

const STATUS_COLOR = { 0: 'orange', 1: 'arcoblue', 2: 'green', 3: 'gray' } as const;

/** 投诉建议: the complaints of the schools of the caller's reach, and the school's public links (QR codes). */
export function ComplaintPage() {
  const { t } = useTranslation('disclosure');
  const canReply = useCan('complaint_reply');
  const keeps = Boolean(useLinks().data?.length) && canReply;
  const list = useCrudList<Complaint>(COMPLAINT_LIST, fetchComplaints);
  const [entering, setEntering] = useState(false);
  const [assigning, setAssigning] = useState<Complaint | null>(null);
  const [replying, setReplying] = useState<Complaint | null>(null);
  const saved = () => {
    setEntering(false);
    setAssigning(null);
    setReplying(null);
    void list.list.mutate();
  };
  const close = (complaint: Complaint) =>
    Modal.confirm({
      title: t('complaint.close'),
      content: t('complaint.closeConfirm', { title: complaint.title }),
      onOk: async () => {
        await closeComplaint(complaint);
        notify.success(t('crud:saved'));
        await list.list.mutate();
      },
    });

  return (
    <div data-testid="complaint-page">
      <PublicLinks />
      <Card className="page-card">
        <CrudTable<Complaint>
          name={COMPLAINT_LIST}
          list={list}
          searchFields={[
            {
              field: 'status',
              label: t('complaint.status'),
              control: (
                <Select
                  allowClear
                  style={{ width: 140 }}
                  aria-label={t('complaint.status')}
                  options={[0, 1, 2, 3].map((value) => ({ label: t(`complaint.statuses.${value}`), value: String(value) }))}
                />
              ),
            },
            {
              field: 'escalated',
              label: t('complaint.escalated'),
              control: (
                <Select
                  allowClear
                  style={{ width: 140 }}
                  aria-label={t('complaint.escalated')}
                  options={[{ label: t('complaint.onlyEscalated'), value: '1' }]}
                />
              ),
            },
          ]}
          columns={[
            { title: t('complaint.refNo'), dataIndex: 'refNo', width: 170 },
            { title: t('complaint.kind'), dataIndex: 'kind', width: 70, render: (kind: number) => t(`complaint.kinds.${kind}`) },
            { title: t('complaint.title'), dataIndex: 'title', ellipsis: true },
            { title: t('school'), dataIndex: 'schoolName', width: 150 },
            {
              title: t('complaint.contactPhone'),
              dataIndex: 'contactPhone',
              width: 120,
              render: (phone: string, row) => [row.contactName, phone].filter(Boolean).join(' ') || '—',
            },
            {
              title: t('complaint.status'),
              dataIndex: 'status',
              width: 150,
              render: (status: Complaint['status'], row) => (
                <>
                  <Tag color={STATUS_COLOR[status]}>{t(`complaint.statuses.${status}`)}</Tag>
                  {row.escalated && status < 2 ? (
                    <Tag color="red">{t('complaint.escalated')}</Tag>
                  ) : row.overdue ? (
                    <Tag color="red">{t('complaint.overdue')}</Tag>
                  ) : null}
                </>
              ),
            },
            { title: t('complaint.handler'), dataIndex: 'handlerName', width: 100 },
            { title: t('complaint.dueAt'), dataIndex: 'dueAt', width: 170 },
            { title: t('complaint.createTime'), dataIndex: 'createTime', width: 170 },
          ]}
          onAdd={keeps ? () => setEntering(true) : undefined}
          addLabel={t('complaint.add')}
          rowActions={(row) =>
            keeps && row.actionable ? (
              <>
                {row.status < 2 ? (
                  <Button type="text" size="mini" onClick={() => setAssigning(row)} data-testid={`complaint-assign-${row.id}`}>
                    {t('complaint.assign')}
                  </Button>
                ) : null}
                {row.status < 2 ? (
                  <Button type="text" size="mini" onClick={() => setReplying(row)} data-testid={`complaint-reply-${row.id}`}>
                    {t('complaint.reply')}
                  </Button>
                ) : null}
                {row.status === 2 ? (
                  <Button type="text" size="mini" onClick={() => close(row)} data-testid={`complaint-close-${row.id}`}>
                    {t('complaint.close')}
                  </Button>
                ) : null}
              </>
            ) : null
          }
        />
      </Card>
      <EntryDialog visible={entering} onClose={() => setEntering(false)} onSaved={saved} />
      <AssignDialog complaint={assigning} onClose={() => setAssigning(null)} onSaved={saved} />
      <ReplyDialog complaint={replying} onClose={() => setReplying(null)} onSaved={saved} />
    </div>
  );
}
