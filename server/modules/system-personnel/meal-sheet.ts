// The 餐别 import workbook (docs/product-rules.md#meal-plans): the template the server builds (人员编号, 姓名, 餐别 and a
// second sheet listing the school's plans) and the reading of an upload with exceljs's streaming reader — the
// first sheet, its header row naming the columns, one row per person. A file that is not a real .xlsx, lacks a
// column or fails the check of platform/xlsx/sheet-guard.ts (too big unpacked, a text too long, too many rows) is refused
// whole (400) before anything is queued. Each value goes through its form field's check (the diner's 人员编号 and
// 姓名, a plan's name): a row with one that fails carries the reasons, and only the start of that value is kept.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { capped, checkSheet, MAX_ROWS, NOT_XLSX, problemsOf, shortened, TOO_MANY_ROWS } from '../../platform/xlsx/sheet-guard.ts';
import { safeCell } from '../../platform/xlsx/export.ts';
import { badRequest } from '../../platform/http/envelope.ts';
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

/** A cell's text, whatever exceljs made of it (rich text, a hyperlink, a formula's result, a number). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const object = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
  if (object.richText)
    return object.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if (object.text !== undefined) return cellText(object.text);
  if (object.result !== undefined) return cellText(object.result);
  return '';
}

/** Reads the first sheet of an upload (streaming): its filled rows; 400 for a file that is not one, or lacks a column. */
export async function readSheet(content: Buffer): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  let headers: Map<string, number> | undefined;
  let first = true;
  await checkSheet(content);
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(content), {
      sharedStrings: 'cache',
      worksheets: 'emit',
      styles: 'ignore',
      hyperlinks: 'ignore',
    });
    for await (const sheet of reader) {
      const reading = first;
      first = false;
      for await (const row of sheet) {
        if (!reading) continue;
        // empty rows count too: the check let at most MAX_ROWS rows past the header through, wherever they are
        if (row.number > MAX_ROWS + 1) throw badRequest(TOO_MANY_ROWS);
        if (!headers) {
          const values = (row.values as unknown[]).map(cellText);
          headers = new Map(values.map((text, index) => [capped(text), index] as const).filter(([text]) => text));
          const missing = COLUMNS.filter((column) => !headers!.has(column));
          if (missing.length) throw badRequest(`模板缺少列：${missing.join('、')}，请使用下载的模板`);
          continue;
        }
        // only the template's columns are read, each cell by itself (a row's values would span every column up to its last)
        const at = (column: (typeof COLUMNS)[number]) => capped(cellText(row.findCell(headers!.get(column)!)?.value));
        const line = { rowNo: row.number, personnelNo: at('人员编号'), name: at('姓名'), mealName: at('餐别') };
        if (!line.personnelNo && !line.name && !line.mealName) continue;
        if (rows.length >= MAX_ROWS) throw badRequest(TOO_MANY_ROWS);
        rows.push(checked(line));
      }
    }
  } catch (error) {
    if ((error as { status?: number }).status === 400) throw error;
    throw badRequest(NOT_XLSX);
  }
  if (!headers) throw badRequest(first ? NOT_XLSX : `模板缺少列：${COLUMNS.join('、')}，请使用下载的模板`);
  if (!rows.length) throw badRequest('文件中没有数据');
  return rows;
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
