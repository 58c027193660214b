// The 导入人员 workbook (docs/product-rules.md#personnel-import): the template the server builds (人员编号, 姓名, 类型,
// 班级, 手机号码, 卡号, 餐别 and an instructions sheet) and the reading of an upload with exceljs's streaming reader —
// the first sheet, its header row naming the columns. A file that is not a real .xlsx, lacks a column or fails the
// check of platform/xlsx/sheet-guard.ts (too big unpacked, a text too long, too many rows) is refused whole (400) before
// anything is queued; a cell's text is kept to MAX_CELL (+1) characters.
import ExcelJS from 'exceljs';
import { readFirstSheet } from '../../platform/xlsx/read-sheet.ts';
import { safeCell } from '../../platform/xlsx/export.ts';

export const TEMPLATE_NAME = '人员导入模板.xlsx';
export const COLUMNS = ['人员编号', '姓名', '类型', '班级', '手机号码', '卡号', '餐别'] as const;
export type Column = (typeof COLUMNS)[number];
/** The columns a file must have (the others may be left out). */
export const REQUIRED: readonly Column[] = ['人员编号', '姓名', '类型'];
export const TYPES: Record<string, number> = { 教师: 1, 学生: 2, 职工: 3 };

const INSTRUCTIONS = [
  '人员编号：必填，本校内不能重复',
  '姓名：必填，不超过 50 个字符',
  '类型：必填，教师、学生或职工',
  '班级：选填，不超过 50 个字符',
  '手机号码：选填，11 位手机号码',
  '卡号：选填，4–20 位字母或数字，不能与已有卡号重复',
  '餐别：选填，须为本校已有的餐别名称',
  '每次最多导入 50,000 行；有错误的行不导入，可下载错误数据修改后重新导入',
];

/** The template: the columns to fill in and a sheet of instructions. */
export async function templateOf(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet('人员导入');
  sheet.columns = COLUMNS.map((header) => ({ header, width: 16 }));
  sheet.getRow(1).font = { bold: true };
  const help = book.addWorksheet('填写说明');
  help.columns = [{ header: '填写说明', width: 70 }];
  help.getRow(1).font = { bold: true };
  for (const line of INSTRUCTIONS) help.addRow([safeCell(line)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export type ImportRow = { rowNo: number } & Record<Column, string>;

/** Reads the first sheet of an upload (platform/xlsx/read-sheet.ts): its filled rows. */
export async function readSheet(content: Buffer): Promise<ImportRow[]> {
  const lines = await readFirstSheet(content, COLUMNS, REQUIRED);
  return lines.map((line) => ({ rowNo: line.rowNo, ...Object.fromEntries(COLUMNS.map((column) => [column, line.cell(column)])) }) as ImportRow);
}

/** The error file: the refused rows as they were sent, with their row number and reason. */
export async function errorBookOf(lines: (ImportRow & { reason: string })[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('错误数据');
  sheet.columns = [{ header: '行号', width: 8 }, ...COLUMNS.map((header) => ({ header, width: 16 })), { header: '原因', width: 36 }];
  sheet.getRow(1).font = { bold: true };
  for (const line of lines) sheet.addRow([line.rowNo, ...[...COLUMNS.map((column) => line[column]), line.reason].map(safeCell)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
