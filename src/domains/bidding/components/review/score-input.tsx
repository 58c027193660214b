import { InputNumber } from '@arco-design/web-react';
import '@arco-design/web-react/es/InputNumber/style/css';

/** The test id of one bid's score of one item: the score page scrolls to the first field a submit marks. */
export const scoreInputId = (myBiddingId: string, code: string) => `score-input-${myBiddingId}-${code}`;

interface Props {
  myBiddingId: string;
  code: string;
  value: number | undefined;
  /** The field's accessible name (the item and its maximum, and the bidder where the row does not say it). */
  label: string;
  invalid: boolean;
  readOnly: boolean;
  onChange: (value: number | undefined) => void;
}

/** One score of one bid for one item: the number field, or the score as submitted when read-only. */
export function ScoreInput({ myBiddingId, code, value, label, invalid, readOnly, onChange }: Props) {
  if (readOnly) return <span data-testid={`score-value-${myBiddingId}-${code}`}>{value ?? '—'}</span>;
  return (
    <InputNumber
      className="review-score-input"
      min={0}
      step={1}
      value={value}
      error={invalid}
      onChange={(next) => onChange(next === undefined || next === null ? undefined : Number(next))}
      aria-label={label}
      aria-invalid={invalid}
      data-testid={scoreInputId(myBiddingId, code)}
    />
  );
}
