// The one reading of an uploaded workbook's first sheet (the 导入人员 and 餐别 imports), after the check of
// sheet-guard.ts: exceljs's streaming reader, the header row naming the columns, one line per filled row, each cell's
// text kept to MAX_CELL (+1) characters. 400 for a file that is not a workbook, lacks a required column, has too many
// rows or none filled.
//
// exceljs's streaming reader now and then loses an entry of the archive: its unzip pass can end before the last entry,
// which in a file exceljs writes is xl/workbook.xml, and the read then fails or finds no sheet (exceljs issue #3064,
// open; seen in this project's CI refusing a valid file as 文件不是有效的 Excel). The same bytes read again read whole, so
// such a failure is read again, up to READS times, before the file is refused.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { badRequest } from '../http/envelope.ts';
import { capped, checkSheet, MAX_ROWS, NOT_XLSX, TOO_MANY_ROWS } from './sheet-guard.ts';

/** How many times a file is read before a failure of the reader (not of the file's contents) refuses it. */
const READS = 3;

export interface SheetLine {
  /** The row's number in the sheet (the header is row 1). */
  rowNo: number;
  /** The text of the column named `column` in the header (empty when the sheet has no such column). */
  cell: (column: string) => string;
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

const isRefusal = (error: unknown) => (error as { status?: number }).status === 400;
/** The reader ended without a sheet: the archive's pass lost an entry, not a fault of the file (checkSheet saw a worksheet). */
class NoSheetRead extends Error {}

/** One read of the first sheet: its lines with a filled cell among `columns`. */
async function readOnce(content: Buffer, columns: readonly string[], required: readonly string[]): Promise<SheetLine[]> {
  const lines: SheetLine[] = [];
  let headers: Map<string, number> | undefined;
  let first = true;
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
        const missing = required.filter((column) => !headers!.has(column));
        if (missing.length) throw badRequest(`模板缺少列：${missing.join('、')}，请使用下载的模板`);
        continue;
      }
      const found = headers;
      // only the template's columns are read, each cell by itself (a row's values would span every column up to its last)
      const texts = new Map(columns.map((column) => [column, found.has(column) ? capped(cellText(row.findCell(found.get(column)!)?.value)) : '']));
      if ([...texts.values()].every((text) => !text)) continue;
      if (lines.length >= MAX_ROWS) throw badRequest(TOO_MANY_ROWS);
      lines.push({ rowNo: row.number, cell: (column) => texts.get(column) ?? '' });
    }
  }
  if (first) throw new NoSheetRead();
  if (!headers) throw badRequest(`模板缺少列：${required.join('、')}，请使用下载的模板`);
  if (!lines.length) throw badRequest('文件中没有数据');
  return lines;
}

/** Reads the first sheet of an upload: its filled rows (a cell among `columns` filled); `required` columns must be in the header. */
export async function readFirstSheet(content: Buffer, columns: readonly string[], required: readonly string[]): Promise<SheetLine[]> {
  await checkSheet(content, { requireParts: true });
  for (let read = 1; ; read += 1) {
    try {
      return await readOnce(content, columns, required);
    } catch (error) {
      if (isRefusal(error)) throw error;
      if (read >= READS) throw badRequest(NOT_XLSX);
    }
  }
}
