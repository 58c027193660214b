import { Alert, Button, DatePicker, InputNumber, Input, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Space/style/css';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useCloseGuard } from '../../../components/use-close-guard';
import { useSubmit } from '../../../components/form-dialog/use-submit';
import { errorText } from '../../../lib/http';
import { formatYuan } from '../../../lib/money';
import { submitVoucher } from '../api';
import { checkLines, lineState, linesPayload, type LineDraft } from '../format';
import { useNextNumber } from '../hooks';
import { financeKeys } from '../queries';
import { WORDS, type VoucherDetail, type VoucherWord } from '../types';
import { blankLine, LineGrid } from './line-grid';

interface Props {
  bookId: string;
  /** The draft being edited; a new voucher when absent. */
  draft?: VoucherDetail;
  /** The app clock's day: a new voucher's date. */
  today: string;
  /** After a save: the saved voucher's id, and whether 保存并新增 asked for a blank form. */
  onSaved: (id: string, again: boolean) => void;
}

const linesOf = (draft?: VoucherDetail): LineDraft[] =>
  draft
    ? draft.lines.map((line) => ({
        ...blankLine(line.summary),
        subjectId: line.subjectId,
        subjectLabel: `${line.subjectCode} ${line.subjectName}`,
        debit: line.debit ? formatYuan(line.debit) : '',
        credit: line.credit ? formatYuan(line.credit) : '',
      }))
    : [blankLine(), blankLine()];

/**
 * 录入凭证 and 编辑: word with the number the server proposes, date, attachments, the lines typed by keyboard with their
 * totals live; 保存 stays disabled while the voucher is unbalanced or has fewer than two valid lines. Money is typed
 * in yuan and sent in fen. Closing the tab with unsaved lines asks first.
 */
export function VoucherForm({ bookId, draft, today, onSaved }: Props) {
  const { t } = useTranslation('finance');
  const { mutate } = useSWRConfig();
  const root = useRef<HTMLDivElement>(null);
  const [word, setWord] = useState<VoucherWord>(draft?.word ?? '记');
  const [date, setDate] = useState(draft?.voucherDate ?? today);
  const [attachments, setAttachments] = useState(draft?.attachments ?? 0);
  const [remark, setRemark] = useState(draft?.remark ?? '');
  const [lines, setLines] = useState<LineDraft[]>(() => linesOf(draft));
  const [touched, setTouched] = useState(false);
  const proposed = useNextNumber(draft ? undefined : bookId, date, word);
  const check = checkLines(lines);
  const unsaved = touched && lines.some((line) => lineState(line) !== 'blank');
  useCloseGuard(unsaved, root);

  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setTouched(true);
    };
  const reset = () => {
    setLines([blankLine(), blankLine()]);
    setAttachments(0);
    setRemark('');
    setTouched(false);
  };
  const save = useSubmit(
    (again: boolean) =>
      submitVoucher({
        ...(draft ? { id: draft.id, version: draft.version } : {}),
        bookId,
        word,
        voucherDate: date,
        attachments,
        fileIds: draft?.fileIds ?? [],
        remark,
        lines: linesPayload(lines),
      }).then((saved) => ({ id: String(saved.id), again })),
    {
      refusal: 'inline',
      success: t('voucher.saved'),
      onSaved: async ({ id, again }) => {
        setTouched(false);
        await mutate(financeKeys.vouchersChanged);
        // a new voucher's form is blank again (录入凭证 stays open, kept alive); 保存 also opens the saved one
        if (!draft) reset();
        onSaved(id, again);
      },
    },
  );
  const number = draft && draft.word === word && draft.voucherDate.slice(0, 7) === date.slice(0, 7) ? draft.number : proposed.data;

  return (
    <div className="finance-voucher-form" ref={root} data-testid="voucher-form">
      <h2 className="finance-voucher-title">{t('voucher.title')}</h2>
      <Space wrap size="large" className="finance-voucher-head">
        <label>
          {t('voucher.word')}{' '}
          <Select value={word} onChange={change(setWord)} style={{ width: 80 }} aria-label={t('voucher.word')} data-testid="voucher-word">
            {WORDS.map((item) => (
              <Select.Option key={item} value={item}>
                {item}
              </Select.Option>
            ))}
          </Select>
        </label>
        <span data-testid="voucher-number">
          {t('voucher.number')} {number ? `${word}-${String(number).padStart(4, '0')}` : '—'}
          {proposed.error ? <span className="finance-warn"> {errorText(proposed.error, t('action.failed'))}</span> : null}
        </span>
        <label>
          {t('voucher.date')}{' '}
          <DatePicker
            value={date}
            allowClear={false}
            onChange={(value: string) => value && change(setDate)(value)}
            style={{ width: 150 }}
            aria-label={t('voucher.date')}
            data-testid="voucher-date"
          />
        </label>
        <label>
          {t('voucher.attachments')}{' '}
          <InputNumber
            min={0}
            max={999}
            precision={0}
            value={attachments}
            onChange={(value) => change(setAttachments)(Number(value) || 0)}
            style={{ width: 100 }}
            aria-label={t('voucher.attachments')}
            data-testid="voucher-attachments"
          />
        </label>
      </Space>
      <LineGrid bookId={bookId} lines={lines} onChange={change(setLines)} />
      <Input
        value={remark}
        onChange={change(setRemark)}
        maxLength={200}
        placeholder={t('voucher.remark')}
        aria-label={t('voucher.remark')}
        className="finance-voucher-remark"
        data-testid="voucher-remark"
      />
      {save.refusal ? <Alert type="error" content={save.refusal} className="finance-refusal" data-testid="voucher-refusal" /> : null}
      {check.invalid.length ? (
        <Alert type="warning" content={t('voucher.invalidLines', { lines: check.invalid.map((index) => index + 1).join(', ') })} className="finance-refusal" />
      ) : null}
      <Space className="finance-voucher-actions">
        <Button
          type="primary"
          disabled={!check.canSave}
          loading={save.pending?.[0] === false}
          onClick={() => void save.submit(false)}
          data-testid="voucher-save"
        >
          {t('voucher.save')}
        </Button>
        {draft ? null : (
          <Button disabled={!check.canSave} loading={save.pending?.[0] === true} onClick={() => void save.submit(true)} data-testid="voucher-save-new">
            {t('voucher.saveAndNew')}
          </Button>
        )}
      </Space>
    </div>
  );
}
