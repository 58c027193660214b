// The finance API tests' world: a sandbox school of its own (made by the education bureau, with a canteen and three
// keepers: its manager, a clerk who prepares and a second clerk who audits), so that closing and reopening months
// touches no other test's book; its book is made on its first finance call with this month open.
import { expect } from 'vitest';
import { tokens } from '../client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller, type Envelope, type PageOf } from './session.ts';
import { findNode, type Tree } from './tree.ts';

export const FIN = '/api/rabbit-finance';

export interface Book {
  id: string;
  kind: number;
  name: string;
  schoolId: string | null;
  supplierId: string | null;
  startPeriod: string;
  openPeriod: string | null;
}
export interface SubjectNode {
  id: string;
  code: string;
  name: string;
  parentId: string | null;
  isLeaf: boolean;
  direction: number;
  openingBalance: number;
  version: number;
  children: SubjectNode[];
}
export interface VoucherRow {
  id: string;
  word: string;
  number: number;
  voucherNo: string;
  voucherDate: string;
  period: string;
  summary: string;
  total: number;
  status: number;
  preparerName: string;
  auditorName: string;
  posterName: string;
  reversalOf: string | null;
  reversedBy: string | null;
}
export interface VoucherDetail extends VoucherRow {
  version: number;
  prevId: string | null;
  nextId: string | null;
  lines: { lineNo: number; summary: string; subjectId: string; subjectCode: string; debit: number; credit: number }[];
}
export interface Saved {
  id: string;
  number: number;
  voucherNo: string;
  total: number;
}
export interface Line {
  summary: string;
  subjectId: string;
  debit?: number;
  credit?: number;
}

export interface Sandbox {
  schoolId: string;
  schoolName: string;
  /** role school: the manager (reopens) */
  head: Caller;
  /** role canteen: prepares */
  clerk: Caller;
  /** role canteen: audits the clerk's vouchers */
  checker: Caller;
  book: Book;
  /** subject ids by code */
  subjects: Map<string, string>;
  /** the book's first (open) period, YYYY-MM */
  period: string;
  cleanUp: () => Promise<void>;
}

const flatten = (nodes: SubjectNode[]): SubjectNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

export async function subjectsOf(caller: Caller, bookId: string): Promise<SubjectNode[]> {
  return flatten((await caller.get<SubjectNode[]>(`${FIN}/subject/tree`, { bookId })).body.data);
}

export async function sandbox(base: string): Promise<Sandbox> {
  const centre = await signedIn(base, 'centre');
  const tree = (await centre.get<Tree[]>('/api/rabbit-system/dept/tree')).body.data;
  const roleOf = async (alias: string) => (await centre.get<{ id: string }>('/api/rabbit-system/role/detail', { roleAlias: alias })).body.data.id;
  const schoolName = `财务沙箱${uniqueAccount('')}`;
  const school = (
    await centre.post<{ id: string }>('/api/rabbit-system/dept/submit', {
      deptName: schoolName,
      parentId: findNode(tree, '东湖区教育局')!.id,
      deptCategory: 2,
      sort: 9999,
    })
  ).body.data;
  const canteen = (
    await centre.post<{ id: string }>('/api/rabbit-system/dept/submit', {
      deptName: `${schoolName}食堂`,
      parentId: school.id,
      deptCategory: 3,
      canteenType: 1,
      sort: 1,
    })
  ).body.data;
  const userIds: string[] = [];
  const account = async (realName: string, deptId: string, alias: string) => {
    const name = uniqueAccount('fin');
    const made = (
      await centre.post<{ id: string }>('/api/rabbit-user/submit', { account: name, password: 'Abc123', realName, sex: 1, deptId, roleId: await roleOf(alias) })
    ).body;
    expect(made.code, JSON.stringify(made)).toBe(200);
    userIds.push(made.data.id);
    return callerOf(base, (await tokens(base, { tenantId: '100001', username: name, password: 'Abc123' })).access);
  };
  const head = await account('沙箱校长', school.id, 'school');
  const clerk = await account('沙箱会计', canteen.id, 'canteen');
  const checker = await account('沙箱审核', canteen.id, 'canteen');
  const books = (await clerk.get<Book[]>(`${FIN}/book/list`)).body.data;
  expect(books).toHaveLength(1);
  const book = books[0]!;
  const subjects = new Map((await subjectsOf(clerk, book.id)).map((subject) => [subject.code, subject.id]));
  return {
    schoolId: school.id,
    schoolName,
    head,
    clerk,
    checker,
    book,
    subjects,
    period: book.openPeriod!,
    cleanUp: async () => {
      await centre.post('/api/rabbit-user/remove', {}, { ids: userIds.join(',') });
      await centre.post('/api/rabbit-system/dept/remove', {}, { ids: `${canteen.id},${school.id}` });
    },
  };
}

/** A balanced two-line voucher body: Dr `debitCode` / Cr `creditCode`, `fen` each. */
export const twoLines = (box: Sandbox, summary: string, debitCode: string, creditCode: string, fen: number): Line[] => [
  { summary, subjectId: box.subjects.get(debitCode)!, debit: fen },
  { summary, subjectId: box.subjects.get(creditCode)!, credit: fen },
];

export const submitVoucher = (caller: Caller, body: Record<string, unknown>) =>
  caller.post<Saved>(`${FIN}/voucher/submit`, { word: '记', attachments: 0, ...body });

export async function voucherPage(caller: Caller, bookId: string, query: Record<string, string> = {}): Promise<PageOf<VoucherRow>> {
  const answer = await caller.get<PageOf<VoucherRow>>(`${FIN}/voucher/page`, { bookId, size: '100', ...query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** Expects a 200 and answers its data. */
export function data<T>(answer: { status: number; body: Envelope<T> }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** The month after `month` (YYYY-MM). */
export function nextMonthOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}
