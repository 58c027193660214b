import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { useBooks } from '../hooks';
import { SIDES, type Side } from '../side';
import type { Book } from '../types';

/** The book chosen on each side, shared by the finance pages of the window (the list, 录入, 明细账…). */
const chosen = proxy<Partial<Record<Side, string>>>({});

/**
 * The book a finance page works on: the one given (财务监管 opens a school's), else the side's book in the caller's
 * reach — chosen by a picker shown only when there is more than one.
 */
export function useBook(side: Side, given?: string) {
  const { t } = useTranslation('finance');
  const books = useBooks();
  const picked = useSnapshot(chosen)[side];
  const mine = (books.data ?? []).filter((book) => (given ? book.id === given : book.kind === SIDES[side].kind));
  const book: Book | undefined = mine.find((item) => item.id === picked) ?? mine[0];
  const picker =
    !given && mine.length > 1 ? (
      <Select
        aria-label={t('book.label')}
        value={book?.id}
        onChange={(id: string) => (chosen[side] = id)}
        style={{ width: 260 }}
        options={mine.map((item) => ({ label: item.name, value: item.id }))}
        data-testid="finance-book-picker"
      />
    ) : null;
  return { book, books, picker, missing: Boolean(books.data) && !book };
}
