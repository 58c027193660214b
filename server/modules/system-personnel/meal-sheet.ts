// The 餐别 import workbook (docs/product-rules.md#meal-plans): the template the server builds (人员编号, 姓名, 餐别 and a
// second sheet listing the school's plans) and the reading of an upload with exceljs's streaming reader — the
// first sheet, its header row naming the columns, one row per person. A file that is not a real .xlsx, lacks a
// column or fails the check of platform/xlsx/sheet-guard.ts (too big unpacked, a text too long, too many rows) is refused
// whole (400) before anything is queued. Each value goes through its form field's check (the diner's 人员编号 and
// 姓名, a plan's name): a row with one that fails carries the reasons, and only the start of that value is kept.
import ExcelJS from 'exceljs';
import { readFirstSheet } from '../../platform/xlsx/read-sheet.ts';
import { MAX_ROWS, NOT_XLSX, problemsOf, shortened } from '../../platform/xlsx/sheet-guard.ts';
import { safeCell } from '../../platform/xlsx/export.ts';
import { optionalText } from '../../platform/http/fields.ts';
import { DinerInput } from './input.ts';
import { yuan } from '../../platform/http/money.ts';

export const TEMPLATE_NAME = '餐别导入模板.xlsx';
export const COLUMNS = ['人员编号', '姓名', '餐别'] as const;
export { MAX_ROWS, NOT_XLSX };

export interface PlanLine {
  name: string;
  prices: number[];
}

/** The template: the three columns to fill in, and the school's plans (prices in 元) to choose from. */
export async function templateOf(plans: PlanLine[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet('餐别导入');
  sheet.columns = COLUMNS.map((header) => ({ header, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  const list = book.addWorksheet('餐别列表');
  list.columns = ['餐别', '早餐（元）', '午餐（元）', '晚餐（元）', '夜宵（元）'].map((header) => ({ header, width: 16 }));
  list.getRow(1).font = { bold: true };
  for (const plan of plans) list.addRow([safeCell(plan.name), ...plan.prices.map(yuan)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export interface SheetRow {
  /** The row's number in the sheet (the header is row 1). */
  rowNo: number;
  personnelNo: string;
  name: string;
  mealName: string;
  /** Why the row cannot be applied, known when the file was read (a value that fails its field's check). */
  error?: string;
}

/** Each column's check: the form's field (a diner's, a plan's name). */
const FIELDS = { personnelNo: DinerInput.shape.personnelNo, name: DinerInput.shape.name, mealName: optionalText('餐别', 50) } as const;

/** The row with its failed values cut short and their reasons as its error (empty values are the handler's). */
function checked(line: SheetRow): SheetRow {
  const reasons: string[] = [];
  for (const field of ['personnelNo', 'name', 'mealName'] as const) {
    const problems = line[field] ? problemsOf(FIELDS[field], line[field]) : [];
    if (!problems.length) continue;
    reasons.push(...problems);
    line[field] = shortened(line[field]);
  }
  return reasons.length ? { ...line, error: reasons.join('；') } : line;
}

/** Reads the first sheet of an upload (platform/xlsx/read-sheet.ts): its filled rows, each value checked. */
export async function readSheet(content: Buffer): Promise<SheetRow[]> {
  const lines = await readFirstSheet(content, COLUMNS, COLUMNS);
  return lines.map((line) => checked({ rowNo: line.rowNo, personnelNo: line.cell('人员编号'), name: line.cell('姓名'), mealName: line.cell('餐别') }));
}

export interface ErrorLine {
  rowNo: number | null;
  personnelNo: string;
  name: string;
  mealName: string;
  reason: string;
}

/** The error file of an upload: the refused rows as they were sent, with their row number and reason. */
export async function errorBookOf(lines: ErrorLine[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('错误数据');
  sheet.columns = [{ header: '行号', width: 8 }, ...COLUMNS.map((header) => ({ header, width: 18 })), { header: '原因', width: 36 }];
  sheet.getRow(1).font = { bold: true };
  for (const line of lines) sheet.addRow([line.rowNo ?? '', ...[line.personnelNo, line.name, line.mealName, line.reason].map(safeCell)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
