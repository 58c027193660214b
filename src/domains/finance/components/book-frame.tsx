import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiguresState } from '../../../components/figures-state';
import type { Side } from '../side';
import type { Book } from '../types';
import { useBook } from './use-book';

interface Props {
  side: Side;
  /** A book given from outside (财务监管's read of a school's). */
  bookId?: string;
  testId: string;
  /** The page, once its book is known; `picker` is the book picker (null with one book). */
  children: (book: Book, picker: ReactNode) => ReactNode;
}

/** A finance page's book: loading, failed, none in reach (this account keeps no book), or the page on it. */
export function BookFrame({ side, bookId, testId, children }: Props) {
  const { t } = useTranslation('finance');
  const { book, books, picker } = useBook(side, bookId);
  return (
    <FiguresState
      error={books.error}
      loaded={Boolean(books.data)}
      empty={!book}
      onRetry={() => void books.mutate()}
      testId={`${testId}-book`}
      emptyText={t('book.none')}
    >
      {book ? children(book, picker) : null}
    </FiguresState>
  );
}
