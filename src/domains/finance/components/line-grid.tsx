import { Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Input/style/css';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { capitalAmount, checkLines, formatAmount, lineState, SUMMARY_MAX, type LineDraft } from '../format';
import { SubjectSelect } from './subject-select';

let made = 0;
/** A new blank line, taking the summary of the line above (as bookkeeping software does). */
export const blankLine = (summary = ''): LineDraft => ({ key: `line-${++made}`, summary, debit: '', credit: '' });

interface Props {
  bookId: string;
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
}

/**
 * The lines of a voucher being typed: Tab goes 摘要 → 科目 → 借方 → 贷方 → the next line; Enter on a line's 贷方 adds a
 * line below it (or moves to the next) and puts the cursor in its 摘要; Ctrl+Delete removes the line. The foot shows
 * both totals live and, once balanced, the amount in capitals.
 */
export function LineGrid({ bookId, lines, onChange }: Props) {
  const { t } = useTranslation('finance');
  const box = useRef<HTMLTableElement>(null);
  const check = checkLines(lines);
  const focusSummary = (index: number) =>
    setTimeout(() => box.current?.querySelector<HTMLInputElement>(`[data-line="${index}"] input[data-cell="summary"]`)?.focus());
  const update = (index: number, patch: Partial<LineDraft>) => onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const remove = (index: number) =>
    onChange(lines.length > 2 ? lines.filter((_, i) => i !== index) : lines.map((line, i) => (i === index ? blankLine() : line)));
  const next = (index: number) => {
    if (index === lines.length - 1) onChange([...lines, blankLine(lines[index]!.summary)]);
    focusSummary(index + 1);
  };
  const keys = (index: number) => (event: KeyboardEvent) => {
    if (event.key === 'Delete' && event.ctrlKey) {
      event.preventDefault();
      remove(index);
    }
  };
  const money = (index: number, side: 'debit' | 'credit') => (
    <Input
      value={lines[index]![side]}
      onChange={(value) => update(index, { [side]: value.replace(/[^\d.]/g, '') })}
      onPressEnter={side === 'credit' ? () => next(index) : undefined}
      inputMode="decimal"
      className="finance-money-input"
      aria-label={t(`voucher.${side}`) + ` ${index + 1}`}
      data-cell={side}
      data-testid={`voucher-line-${index}-${side}`}
    />
  );

  return (
    <table className="finance-lines" ref={box} data-testid="voucher-lines">
      <thead>
        <tr>
          <th className="finance-col-no">#</th>
          <th>{t('voucher.summary')}</th>
          <th>{t('voucher.subject')}</th>
          <th className="finance-col-money">{t('voucher.debit')}</th>
          <th className="finance-col-money">{t('voucher.credit')}</th>
          <th className="finance-col-op" aria-label={t('voucher.lineActions')} />
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={line.key} data-line={index} className={lineState(line) === 'invalid' ? 'finance-line-invalid' : undefined} onKeyDown={keys(index)}>
            <td className="finance-col-no">{index + 1}</td>
            <td>
              <Input
                value={line.summary}
                maxLength={SUMMARY_MAX}
                onChange={(summary) => update(index, { summary })}
                aria-label={`${t('voucher.summary')} ${index + 1}`}
                data-cell="summary"
                data-testid={`voucher-line-${index}-summary`}
              />
            </td>
            <td>
              <SubjectSelect
                bookId={bookId}
                value={line.subjectId}
                label={line.subjectLabel}
                onChange={(subjectId, subjectLabel) => update(index, { subjectId, subjectLabel })}
                ariaLabel={`${t('voucher.subject')} ${index + 1}`}
                testId={`voucher-line-${index}-subject`}
              />
            </td>
            <td>{money(index, 'debit')}</td>
            <td>{money(index, 'credit')}</td>
            <td className="finance-col-op">
              <Button
                type="text"
                size="mini"
                status="danger"
                icon={<IconDelete />}
                tabIndex={-1}
                title={t('voucher.removeLine')}
                aria-label={`${t('voucher.removeLine')} ${index + 1}`}
                onClick={() => remove(index)}
                data-testid={`voucher-line-${index}-remove`}
              />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={3}>
            <Button type="text" size="small" icon={<IconPlus />} onClick={() => next(lines.length - 1)} data-testid="voucher-add-line">
              {t('voucher.addLine')}
            </Button>
            <span className="finance-capital" data-testid="voucher-capital">
              <strong>{t('voucher.total')}</strong>{' '}
              {check.balanced ? capitalAmount(check.debit) : t('voucher.unbalanced', { amount: formatAmount(check.debit - check.credit) })}
            </span>
          </td>
          <td className="finance-col-money" data-testid="voucher-total-debit">
            {formatAmount(check.debit)}
          </td>
          <td className="finance-col-money" data-testid="voucher-total-credit">
            {formatAmount(check.credit)}
          </td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
