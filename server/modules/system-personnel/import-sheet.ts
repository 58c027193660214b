// The 导入人员 workbook (docs/product-rules.md#personnel-import): the template the server builds (人员编号, 姓名, 类型,
// 班级, 手机号码, 卡号, 餐别 and an instructions sheet) and the reading of an upload with exceljs's streaming reader —
// the first sheet, its header row naming the columns. A file that is not a real .xlsx, lacks a column or fails the
// check of platform/xlsx/sheet-guard.ts (too big unpacked, a text too long, too many rows) is refused whole (400) before
// anything is queued; a cell's text is kept to MAX_CELL (+1) characters.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { capped, checkSheet, MAX_ROWS, NOT_XLSX, TOO_MANY_ROWS } from '../../platform/xlsx/sheet-guard.ts';
import { safeCell } from '../../platform/xlsx/export.ts';
import { badRequest } from '../../platform/http/envelope.ts';
import { cellText } from './meal-sheet.ts';

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

/** Reads the first sheet of an upload (streaming): its filled rows; 400 for a file that is not one, or lacks a column. */
export async function readSheet(content: Buffer): Promise<ImportRow[]> {
  const rows: ImportRow[] = [];
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
          const missing = REQUIRED.filter((column) => !headers!.has(column));
          if (missing.length) throw badRequest(`模板缺少列：${missing.join('、')}，请使用下载的模板`);
          continue;
        }
        const line = { rowNo: row.number } as ImportRow;
        // only the template's columns are read, each cell by itself (a row's values would span every column up to its last)
        for (const column of COLUMNS) line[column] = headers.has(column) ? capped(cellText(row.findCell(headers.get(column)!)?.value)) : '';
        if (COLUMNS.every((column) => !line[column])) continue;
        if (rows.length >= MAX_ROWS) throw badRequest(TOO_MANY_ROWS);
        rows.push(line);
      }
    }
  } catch (error) {
    if ((error as { status?: number }).status === 400) throw error;
    throw badRequest(NOT_XLSX);
  }
  if (!headers) throw badRequest(first ? NOT_XLSX : `模板缺少列：${REQUIRED.join('、')}，请使用下载的模板`);
  if (!rows.length) throw badRequest('文件中没有数据');
  return rows;
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
