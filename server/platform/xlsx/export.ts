// Excel exports built on the server (exceljs): one sheet, a bold header row, and every text cell that a
// spreadsheet would run as a formula (= + - @, tab, carriage return) written with a leading apostrophe.
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface Column<T> {
  header: string;
  width?: number;
  value: (row: T) => string | number | null | undefined;
}

export const safeCell = (value: string | number | null | undefined): string | number => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
};

export async function workbookOf<T>(sheetName: string, columns: Column<T>[], rows: T[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => safeCell(column.value(row))));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Sends a workbook as a download named `fileName` (UTF-8, RFC 5987). */
export function sendWorkbook(reply: FastifyReply, fileName: string, content: Buffer) {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(content);
}

/** The most rows one export writes. */
export const EXPORT_LIMIT = 50_000;
