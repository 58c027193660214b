import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLeaves } from '../api';
import type { LeafSubject } from '../types';

interface Props {
  bookId: string;
  value?: string;
  /** The chosen subject as shown before its option is loaded (an edited voucher's line). */
  label?: string;
  onChange: (id: string | undefined, label: string | undefined) => void;
  ariaLabel: string;
  testId?: string;
}

const labelOf = (leaf: LeafSubject) => `${leaf.code} ${leaf.fullName}`;

/**
 * A voucher line's subject: the book's leaf subjects, searched on the server by code prefix, name or pinyin initials
 * (subject/leaves) as the user types; Enter takes the first match, Tab moves on to 借方.
 */
export function SubjectSelect({ bookId, value, label, onChange, ariaLabel, testId }: Props) {
  const { t } = useTranslation('finance');
  const [options, setOptions] = useState<LeafSubject[]>([]);
  const [loading, setLoading] = useState(false);
  const asked = useRef(0);
  const search = (keyword: string) => {
    const call = ++asked.current;
    const typed = keyword.trim();
    // what already matches stays while the server answers (pinyin initials come with its answer): Enter never takes a stale first option
    setOptions((shown) => shown.filter((leaf) => leaf.code.startsWith(typed) || leaf.fullName.includes(typed)));
    setLoading(true);
    fetchLeaves(bookId, typed)
      .then((leaves) => call === asked.current && setOptions(leaves))
      .catch(() => call === asked.current && setOptions([]))
      .finally(() => call === asked.current && setLoading(false));
  };
  useEffect(() => {
    search('');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per book
  }, [bookId]);
  const shown = value && label && !options.some((leaf) => leaf.id === value) ? [{ label, value }] : [];
  return (
    <Select
      showSearch
      allowClear
      value={value}
      placeholder={t('voucher.subjectPlaceholder')}
      aria-label={ariaLabel}
      filterOption={false}
      loading={loading}
      onSearch={search}
      onChange={(id: string | undefined) => {
        const leaf = options.find((item) => item.id === id);
        onChange(id || undefined, leaf ? labelOf(leaf) : undefined);
      }}
      options={[...shown, ...options.map((leaf) => ({ label: labelOf(leaf), value: leaf.id }))]}
      notFoundContent={t('voucher.noSubject')}
      data-testid={testId}
    />
  );
}
