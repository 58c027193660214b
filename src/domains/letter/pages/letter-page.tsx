import { Button, Card, Modal, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/use-can';
import { CrudTable, useCrudList, type DialogMode } from '../../../components/crud';
import { notify } from '../../../lib/notify';
import { closeLetter, fetchLetters, type Letter } from '../api';
import { LetterDialog } from '../components/letter-dialog';
import { ReplyDialog } from '../components/reply-dialog';
import '../i18n';

const STATUS_COLOR = { 0: 'orange', 1: 'arcoblue', 2: 'gray' } as const;

/** 函询管理: letters of inquiry to schools and their status. */
export function LetterPage() {
  const { t } = useTranslation('letter');
  const canSend = useCan('letter_add');
  const canReply = useCan('letter_reply');
  const [dialog, setDialog] = useState<{ mode: DialogMode; id?: string } | null>(null);
  const [replying, setReplying] = useState<Letter | null>(null);
  const list = useCrudList<Letter>('letter', fetchLetters);

  const close = (letter: Letter) =>
    Modal.confirm({
      title: t('close'),
      content: t('closeConfirm', { title: letter.title }),
      onOk: async () => {
        await closeLetter(letter);
        notify.success(t('crud:saved'));
        await list.list.mutate();
      },
    });

  return (
    <Card className="page-card" data-testid="letter-page">
      <CrudTable<Letter>
        name="letter"
        list={list}
        searchFields={[
          {
            field: 'status',
            label: t('field.status'),
            control: (
              <Select
                allowClear
                placeholder={t('status.all')}
                style={{ width: 160 }}
                options={[0, 1, 2].map((value) => ({ label: t(`status.${value}`), value: String(value) }))}
              />
            ),
          },
        ]}
        columns={[
          { title: t('field.title'), dataIndex: 'title', ellipsis: true },
          { title: t('field.school'), dataIndex: 'schoolName', width: 180 },
          { title: t('field.deadline'), dataIndex: 'deadline', width: 120 },
          {
            title: t('field.status'),
            dataIndex: 'status',
            width: 100,
            render: (status: Letter['status']) => <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>,
          },
          { title: t('field.createBy'), dataIndex: 'createBy', width: 100 },
          { title: t('field.createTime'), dataIndex: 'createTime', width: 170 },
        ]}
        onAdd={canSend ? () => setDialog({ mode: 'add' }) : undefined}
        onView={(row) => setDialog({ mode: 'view', id: row.id })}
        rowActions={(row) => (
          <>
            {canReply && row.status === 0 ? (
              <Button type="text" size="mini" onClick={() => setReplying(row)} data-testid={`letter-reply-${row.id}`}>
                {t('reply')}
              </Button>
            ) : null}
            {canSend && row.status !== 2 ? (
              <Button type="text" size="mini" onClick={() => close(row)} data-testid={`letter-close-${row.id}`}>
                {t('close')}
              </Button>
            ) : null}
          </>
        )}
      />
      <ReplyDialog
        letter={replying}
        onClose={() => setReplying(null)}
        onSaved={() => {
          setReplying(null);
          void list.list.mutate();
        }}
      />
      <LetterDialog
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
