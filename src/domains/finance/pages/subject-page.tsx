import { Button, Card, Space, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { confirmRemove, RowActions, type DialogMode } from '../../../components/crud';
import { FiguresState } from '../../../components/figures-state';
import { useCan } from '../../../components/use-can';
import { removeSubject } from '../api';
import { BookFrame } from '../components/book-frame';
import { SubjectDialog } from '../components/subject-dialog';
import { amountCell } from '../format';
import { useSubjectTree } from '../hooks';
import { financeKeys } from '../queries';
import type { Book, SubjectNode } from '../types';
import '../i18n';
import '../finance.css';

/** 会计科目: the school's book's chart. */
export function SubjectPage() {
  return (
    <Card className="page-card" data-testid="subject-page">
      <BookFrame side="school" testId="subject">
        {(book, picker) => <Subjects key={book.id} book={book} picker={picker} />}
      </BookFrame>
    </Card>
  );
}

/** The chart as a tree table: add a subject at the top or below one, edit, delete (the server refuses a used one). */
function Subjects({ book, picker }: { book: Book; picker: ReactNode }) {
  const { t } = useTranslation('finance');
  const { mutate } = useSWRConfig();
  const canAdd = useCan('subject_add');
  const canEdit = useCan('subject_edit');
  const canDelete = useCan('subject_delete');
  const tree = useSubjectTree(book.id);
  const [dialog, setDialog] = useState<{ mode: DialogMode; node?: SubjectNode } | null>(null);
  const saved = () => {
    setDialog(null);
    void mutate(financeKeys.matches);
  };
  return (
    <>
      <Space wrap className="finance-toolbar">
        {picker}
        {canAdd ? (
          <Button type="primary" icon={<IconPlus />} onClick={() => setDialog({ mode: 'add' })} data-testid="subject-add">
            {t('subject.add')}
          </Button>
        ) : null}
      </Space>
      <FiguresState error={tree.error} loaded={Boolean(tree.data)} empty={!tree.data?.length} onRetry={() => void tree.mutate()} testId="subject-table">
        <Table<SubjectNode>
          rowKey="id"
          pagination={false}
          data={tree.data ?? []}
          data-testid="subject-table"
          columns={[
            { title: t('subject.code'), dataIndex: 'code', width: 200 },
            { title: t('subject.name'), dataIndex: 'name' },
            { title: t('subject.category'), dataIndex: 'category', width: 90, render: (value: number) => t(`category.${value}`) },
            {
              title: t('subject.direction'),
              dataIndex: 'direction',
              width: 80,
              render: (value: number) => t(`ledger.side.${value === 1 ? 'debit' : 'credit'}`),
            },
            { title: t('subject.opening'), dataIndex: 'openingBalance', width: 140, align: 'right', render: amountCell },
            {
              title: t('subject.leaf'),
              dataIndex: 'isLeaf',
              width: 80,
              render: (leaf: boolean) => (leaf ? <Tag size="small">{t('subject.leafTag')}</Tag> : null),
            },
            {
              title: t('subject.actions'),
              dataIndex: 'id',
              width: 220,
              render: (_: string, node: SubjectNode) => (
                <RowActions
                  testId={`subject-${node.code}`}
                  addChildLabel={t('subject.addChild')}
                  onAddChild={canAdd ? () => setDialog({ mode: 'add', node }) : undefined}
                  onEdit={canEdit ? () => setDialog({ mode: 'edit', node }) : undefined}
                  onRemove={
                    canDelete && node.isLeaf
                      ? () =>
                          confirmRemove(
                            1,
                            () => removeSubject(node.id),
                            () => mutate(financeKeys.matches),
                          )
                      : undefined
                  }
                />
              ),
            },
          ]}
        />
      </FiguresState>
      <SubjectDialog bookId={book.id} mode={dialog?.mode ?? null} node={dialog?.node} onClose={() => setDialog(null)} onSaved={saved} />
    </>
  );
}
