// The finance console's pure rules (tests/unit/finance-format.test.ts): an amount in Chinese capitals (大写) as a
// voucher shows it, and the lines of a voucher being typed — which count, their totals, and whether it may be saved
// (docs/product-rules.md#finance: at least two lines, each with exactly one side, Σ debit = Σ credit).
import { parseYuan } from '../../lib/money';
import type { BalanceTotals } from './types';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const UNITS = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿', '万亿'];

/** Whole yuan in capitals without 元: 1010 → 壹仟零壹拾, 100100 → 壹拾万零壹佰, 0 → ''. */
function capitalYuan(yuan: number): string {
  const text = yuan ? String(yuan) : '';
  let out = '';
  let zeros = 0;
  let groupHas = false;
  for (let i = 0; i < text.length; i++) {
    const digit = Number(text[i]);
    const position = text.length - 1 - i;
    if (digit === 0) zeros++;
    else {
      if (zeros > 0 && out) out += DIGITS[0];
      out += DIGITS[digit]! + UNITS[position % 4]!;
      zeros = 0;
      groupHas = true;
    }
    if (position % 4 === 0 && position > 0) {
      if (groupHas) out += SECTIONS[position / 4]!;
      groupHas = false;
    }
  }
  return out;
}

/**
 * An amount in fen as a voucher's 大写: 120000 → 壹仟贰佰元整, 1050 → 壹拾元伍角, 1005 → 壹拾元零伍分, 5 → 伍分,
 * 0 → 零元整; a negative one (a red 冲销) starts with 负.
 */
export function capitalAmount(fen: number): string {
  if (!Number.isFinite(fen)) return '';
  const size = Math.abs(Math.round(fen));
  const yuan = Math.floor(size / 100);
  const jiao = Math.floor(size / 10) % 10;
  const cent = size % 10;
  if (size === 0) return '零元整';
  let out = yuan ? `${capitalYuan(yuan)}元` : '';
  if (!jiao && !cent) out += '整';
  else {
    if (jiao) out += `${DIGITS[jiao]}角`;
    else if (yuan) out += DIGITS[0];
    if (cent) out += `${DIGITS[cent]}分`;
  }
  return `${fen < 0 ? '负' : ''}${out}`;
}

/** A line of the voucher being typed: the amounts as typed, in yuan. */
export interface LineDraft {
  key: string;
  summary: string;
  subjectId?: string;
  /** The chosen subject as shown (code and full name). */
  subjectLabel?: string;
  debit: string;
  credit: string;
}

export const SUMMARY_MAX = 60;

/** blank: nothing chosen or typed but the summary (left out); valid: summary, subject and one side; else invalid. */
export function lineState(line: LineDraft): 'blank' | 'valid' | 'invalid' {
  const debit = parseYuan(line.debit);
  const credit = parseYuan(line.credit);
  if (!line.subjectId && debit === undefined && credit === undefined) return 'blank';
  const summary = line.summary.trim();
  if (!summary || summary.length > SUMMARY_MAX || !line.subjectId) return 'invalid';
  const sides = [debit, credit].filter((value) => value !== undefined);
  if (sides.length !== 1 || !Number.isFinite(sides[0]) || !sides[0]) return 'invalid';
  return 'valid';
}

export interface VoucherCheck {
  debit: number;
  credit: number;
  /** Lines that will be saved. */
  valid: number;
  /** Indexes of the lines that are neither blank nor valid. */
  invalid: number[];
  balanced: boolean;
  canSave: boolean;
}

/** The totals of the typed lines and whether the voucher may be saved. */
export function checkLines(lines: readonly LineDraft[]): VoucherCheck {
  let debit = 0;
  let credit = 0;
  let valid = 0;
  const invalid: number[] = [];
  lines.forEach((line, index) => {
    const state = lineState(line);
    if (state === 'invalid') invalid.push(index);
    const d = parseYuan(line.debit);
    const c = parseYuan(line.credit);
    if (d !== undefined && Number.isFinite(d)) debit += d;
    if (c !== undefined && Number.isFinite(c)) credit += c;
    if (state === 'valid') valid++;
  });
  const balanced = debit === credit && debit > 0;
  return { debit, credit, valid, invalid, balanced, canSave: balanced && valid >= 2 && invalid.length === 0 };
}

/** The valid lines as the server takes them, in fen. */
export function linesPayload(lines: readonly LineDraft[]) {
  return lines
    .filter((line) => lineState(line) === 'valid')
    .map((line) => ({ summary: line.summary.trim(), subjectId: line.subjectId!, debit: parseYuan(line.debit) ?? 0, credit: parseYuan(line.credit) ?? 0 }));
}

/** A ledger's or voucher's amount cell: fen as yuan, nothing for zero. */
export const amountCell = (fen: number | null | undefined) => (fen ? formatAmount(fen) : '');

/** Fen as yuan with thousands separated, as a ledger prints it: 123456789 → '1,234,567.89'. */
export function formatAmount(fen: number): string {
  const negative = fen < 0;
  const size = Math.abs(Math.round(fen));
  const cents = String(size % 100).padStart(2, '0');
  const whole = String(Math.floor(size / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

/** A balance's side as a ledger prints it, the balance being signed in the subject's direction: 1 借, -1 贷, 0 平. */
export function sideOf(balance: number, direction: 1 | -1): 1 | -1 | 0 {
  if (!balance) return 0;
  return balance > 0 ? direction : direction === 1 ? -1 : 1;
}

/** Whether each pair of totals agrees (借 = 贷 at the opening, in the period and at the close). */
export const balanceChecks = (totals: BalanceTotals) => ({
  opening: totals.openingDebit === totals.openingCredit,
  period: totals.debit === totals.credit,
  closing: totals.closingDebit === totals.closingCredit,
});
