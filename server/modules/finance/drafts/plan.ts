// How a kind's source rows become vouchers (docs/product-rules.md#drafted-vouchers) — pure, so a unit test reads it:
// the rows grouped by day (and canteen, supplier or school, or one voucher per payment), each group one balanced
// voucher whose lines say what the money did. A subject is named by its code, or as the counterpart subject of a
// supplier (the school's 2202.xxx) or of a school (the supplier's 1122.xxx), made by the core when first needed.
import type { DraftKind, SourceRow } from './sources.ts';

export type SubjectRef = { code: string } | { supplierId: string } | { schoolId: string };

export interface PlannedLine {
  summary: string;
  subject: SubjectRef;
  debit: number;
  credit: number;
}

export interface PlannedVoucher {
  kind: DraftKind;
  date: string;
  summary: string;
  lines: PlannedLine[];
  /** the fin_voucher_source keys it takes (distinct) */
  keys: string[];
  total: number;
}

/** The 1403.0x subject of a goods category (G0x); `goods` maps the categories the chart names, `other` the rest. */
export type GoodsSubject = (category: string | null) => string;

/** The cost subject (5001–5003) matching a 1403.0x material subject. */
export const costSubjectOf = (material: string) => `500${material.slice(-1)}`;

/** At most 60 characters, as a line's summary must be. */
export const clip = (text: string) => ([...text].length > 60 ? [...text].slice(0, 59).join('') + '…' : text);

interface Group {
  day: string;
  party: string | null;
  partyName: string | null;
  rows: SourceRow[];
}

function groupsOf(rows: SourceRow[], byParty: boolean, eachRow: boolean): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const id = eachRow ? row.key : `${row.day}\u0000${byParty ? (row.party ?? '') : ''}`;
    const group = groups.get(id) ?? { day: row.day, party: row.party, partyName: row.partyName, rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  return [...groups.values()].sort((a, b) => a.day.localeCompare(b.day) || (a.partyName ?? '').localeCompare(b.partyName ?? ''));
}

const sum = (rows: SourceRow[]) => rows.reduce((total, row) => total + row.amount, 0);
const count = (rows: SourceRow[]) => rows.reduce((total, row) => total + row.n, 0);

/** Amounts per subject code, in first-seen order. */
function byCode(rows: SourceRow[], codeOf: (row: SourceRow) => string): [string, number][] {
  const amounts = new Map<string, number>();
  for (const row of rows) amounts.set(codeOf(row), (amounts.get(codeOf(row)) ?? 0) + row.amount);
  return [...amounts.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const debit = (summary: string, subject: SubjectRef, amount: number): PlannedLine => ({ summary, subject, debit: amount, credit: 0 });
const credit = (summary: string, subject: SubjectRef, amount: number): PlannedLine => ({ summary, subject, debit: 0, credit: amount });

/** The vouchers a kind's rows make. */
export function planVouchers(kind: DraftKind, rows: SourceRow[], goodsSubject: GoodsSubject): PlannedVoucher[] {
  const byParty = kind === 'consume' || kind === 'acceptance' || kind === 'issue' || kind === 'sale';
  const eachRow = kind === 'payment' || kind === 'receipt';
  return groupsOf(rows, byParty, eachRow).map((group) => {
    const total = sum(group.rows);
    const n = count(group.rows);
    const name = group.partyName ?? '';
    const party = group.party ?? '';
    let summary: string;
    let lines: PlannedLine[];
    switch (kind) {
      case 'recharge':
        summary = clip(`${group.day} 伙食费充值 ${n} 笔`);
        lines = [debit(summary, { code: '1002' }, total), credit(summary, { code: '2203' }, total)];
        break;
      case 'refund':
        summary = clip(`${group.day} 退款及销户退款 ${n} 笔`);
        lines = [debit(summary, { code: '2203' }, total), credit(summary, { code: '1002' }, total)];
        break;
      case 'subsidy':
        summary = clip(`${group.day} 发放补贴 ${n} 笔`);
        lines = [debit(summary, { code: '1231' }, total), credit(summary, { code: '2203' }, total)];
        break;
      case 'consume':
        summary = clip(`${name} ${group.day} 伙食费收入 ${n} 人次`);
        lines = [debit(summary, { code: '2203' }, total), credit(summary, { code: '4001' }, total)];
        break;
      case 'acceptance':
        summary = clip(`${group.day} 验收入库 ${name}`);
        lines = [
          ...byCode(group.rows, (row) => goodsSubject(row.category)).map(([code, amount]) => debit(summary, { code }, amount)),
          credit(summary, { supplierId: party }, total),
        ];
        break;
      case 'issue': {
        summary = clip(`${name} ${group.day} 领料出库`);
        const materials = byCode(group.rows, (row) => goodsSubject(row.category));
        lines = [
          ...materials.map(([code, amount]) => debit(summary, { code: costSubjectOf(code) }, amount)),
          ...materials.map(([code, amount]) => credit(summary, { code }, amount)),
        ];
        break;
      }
      case 'payment':
        summary = clip(`${group.day} 支付 ${name} 货款`);
        lines = [debit(summary, { supplierId: party }, total), credit(summary, { code: '1002' }, total)];
        break;
      case 'sale':
        summary = clip(`${group.day} 销售给 ${name}`);
        lines = [debit(summary, { schoolId: party }, total), credit(summary, { code: '6001' }, total)];
        break;
      case 'receipt':
        summary = clip(`${group.day} 收到 ${name} 货款`);
        lines = [debit(summary, { code: '1002' }, total), credit(summary, { schoolId: party }, total)];
        break;
    }
    return { kind, date: group.day, summary, lines, keys: [...new Set(group.rows.map((row) => row.key))], total };
  });
}
