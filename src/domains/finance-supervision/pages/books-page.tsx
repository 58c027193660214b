import { Button, Card, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useSchoolField } from '../../merchant';
import { fetchBooks } from '../api';
import { BookView } from '../components/book-view';
import { FINANCE_SUPERVISION_LISTS } from '../queries';
import type { BookRow } from '../types';
import '../components/finance-supervision.css';
import '../i18n';

/**
 * 学校账簿: the schools of the supervisor's reach with their books — the latest closed month, the months open, the
 * vouchers not posted and the date posted up to; a month left open past the district's closing day is flagged. 查看账簿
 * opens the school's book read-only.
 */
export function BooksPage() {
  const { t } = useTranslation('finance-supervision');
  const list = useCrudList<BookRow>(FINANCE_SUPERVISION_LISTS.books, fetchBooks);
  const schoolField = useSchoolField(t('filter.school'));
  const [open, setOpen] = useState<BookRow | null>(null);
  return (
    <Card className="page-card" data-testid="fin-books-page">
      <CrudTable<BookRow>
        name={FINANCE_SUPERVISION_LISTS.books}
        list={list}
        emptyText={t('books.empty')}
        searchFields={[
          ...schoolField,
          {
            field: 'overdue',
            label: t('filter.overdue'),
            control: (
              <Select
                allowClear
                placeholder={t('filter.overdue')}
                aria-label={t('filter.overdue')}
                style={{ width: 160 }}
                options={[{ value: 'true', label: t('filter.overdueOnly') }]}
              />
            ),
          },
        ]}
        rowActions={(row) =>
          row.bookId ? (
            <Button type="text" size="small" onClick={() => setOpen(row)} data-testid={`fin-books-open-${row.schoolId}`}>
              {t('books.open')}
            </Button>
          ) : null
        }
        columns={[
          { title: t('books.school'), dataIndex: 'schoolName', width: 200 },
          { title: t('books.book'), dataIndex: 'bookName', width: 200, render: (name: string | null) => name ?? t('books.noBook') },
          { title: t('books.lastClosed'), dataIndex: 'lastClosed', width: 110, render: (month: string | null) => month ?? '—' },
          { title: t('books.openPeriods'), dataIndex: 'openPeriods', width: 180, render: (months: string[]) => months.join(t('separator')) || '—' },
          {
            title: t('books.overdue'),
            dataIndex: 'overdueMonths',
            width: 130,
            render: (count: number) => (count ? <Tag color="red">{t('books.overdueMonths', { count })}</Tag> : <Tag color="green">{t('books.onTime')}</Tag>),
          },
          { title: t('books.unposted'), dataIndex: 'unposted', width: 100, align: 'right' },
          { title: t('books.lastPosting'), dataIndex: 'lastPosting', width: 120, render: (time: string | null) => time ?? '—' },
        ]}
      />
      <BookView book={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
