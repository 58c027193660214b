// The check every uploaded workbook passes before exceljs opens it (the sheet upload, 导入人员, the 餐别 import): an
// .xlsx is a ZIP of XML parts, and a few tens of KB of ZIP can unpack to gigabytes — one shared string of 400 MB
// once held the server for minutes and took gigabytes of memory. So the parts are unpacked here as a stream, in the
// order exceljs's streaming reader meets them (local headers, one after the other), with a running count: the
// whole refused once the unpacked size passes MAX_UNPACKED, a text (a shared string, an inline string, a value)
// longer than MAX_TEXT characters, a worksheet of more than MAX_ROWS rows past its header (empty rows counted) or a
// DTD (entity expansion). The work is done in small slices with the event loop served between them, so other
// requests are answered meanwhile and a refusal comes within a second or two whatever the file. A file whose ZIP
// directory declares more than MAX_UNPACKED is refused before any of it is unpacked.
import { Unzip, UnzipInflate, UnzipPassThrough, unzipSync, type UnzipFile } from 'fflate';
import type { z } from 'zod';
import { badRequest } from '../http/envelope.ts';
import { HIDDEN_CHARACTERS } from '../http/fields.ts';

const MB = 1024 * 1024;
/** The most rows one upload takes (besides the header). */
export const MAX_ROWS = 50_000;
/**
 * The most a workbook may unpack to. A legitimate 50,000-row 导入人员 sheet written by exceljs (every column filled,
 * every text distinct) unpacks to about 14 MB, one saved by Excel to less; the cap leaves room for formatting.
 */
export const MAX_UNPACKED = 64 * MB;
/** Excel's own limit on a cell's text. */
export const MAX_TEXT = 32_767;
/** The longest tag taken (a legitimate one, namespaces and all, is a few hundred bytes). */
const MAX_TAG = 64 * 1024;
/** Compressed bytes handed to the unpacker at once: at most about 1,000 times that unpacked in one go. */
const SLICE = 8 * 1024;
/** How long the check works before it lets other requests in. */
const TURN_MS = 8;

export const NOT_XLSX = '文件不是有效的 Excel（.xlsx）文件，请使用下载的模板';
export const TOO_BIG = `文件过大，解压后超过 ${MAX_UNPACKED / MB} MB`;
export const TOO_MANY_ROWS = `一次最多导入 ${MAX_ROWS.toLocaleString('en')} 行`;
export const TEXT_TOO_LONG = `文件中有单元格内容超过 ${MAX_TEXT.toLocaleString('en')} 个字`;

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
const LT = 0x3c;
const GT = 0x3e;

/**
 * Reads one XML part byte by byte: the length (in characters) of the text of the current shared or inline string
 * (<si>, <is>: their rich-text runs together) or else of the text since the last tag, the tags named `row`, and a
 * DTD. Throws its refusal.
 */
class PartScanner {
  rows = 0;
  private inTag = false;
  private tagLength = 0;
  private name = '';
  private naming = false;
  private closing = false;
  private inString = false;
  private text = 0;
  private readonly countRows: boolean;

  constructor(countRows: boolean) {
    this.countRows = countRows;
  }

  feed(bytes: Uint8Array): void {
    for (let i = 0; i < bytes.length; i += 1) {
      const byte = bytes[i]!;
      if (this.inTag) {
        if (byte === GT) {
          this.inTag = false;
          this.endName();
          continue;
        }
        this.tagLength += 1;
        if (this.tagLength > MAX_TAG) throw badRequest(NOT_XLSX);
        if (this.naming) {
          // a name ends at white space, `/` or `>`; only its first few characters matter
          if (byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || (byte === 0x2f && this.name !== '')) this.endName();
          else if (byte === 0x2f && this.name === '' && !this.closing) this.closing = true;
          else if (this.name.length < 9) this.name += String.fromCharCode(byte);
        }
      } else if (byte === LT) {
        this.inTag = true;
        this.tagLength = 0;
        this.name = '';
        this.naming = true;
        this.closing = false;
      } else if ((byte & 0xc0) !== 0x80 && (this.text += 1) > MAX_TEXT) {
        throw badRequest(TEXT_TOO_LONG);
      }
    }
  }

  private endName(): void {
    if (!this.naming) return;
    this.naming = false;
    const name = this.name.includes(':') ? this.name.slice(this.name.indexOf(':') + 1) : this.name;
    if (name.startsWith('!DOCTYPE') || name.startsWith('!ENTITY')) throw badRequest(NOT_XLSX);
    if (name === 'si' || name === 'is') {
      this.inString = !this.closing;
      this.text = 0;
    } else if (!this.inString) {
      this.text = 0;
    }
    if (this.countRows && name === 'row' && !this.closing && (this.rows += 1) > MAX_ROWS + 1) throw badRequest(TOO_MANY_ROWS);
  }
}

/** What the check saw of a workbook's parts. */
export interface SheetParts {
  names: string[];
  unpacked: number;
}

const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The unpacked size the ZIP's central directory declares, read by fflate without unpacking anything (its filter sees
 * every entry's declared size and keeps none); undefined when there is no readable directory. A file that says it is
 * too big is refused at once; one that lies is still caught by the running count below.
 */
function declaredSize(content: Uint8Array): number | undefined {
  let declared = 0;
  try {
    unzipSync(content, {
      filter: (entry) => {
        declared += entry.originalSize;
        return false;
      },
    });
  } catch {
    return undefined;
  }
  return declared;
}

/**
 * Checks an uploaded workbook as described above; 400 with the reason when it is refused (NOT_XLSX for anything
 * that is not a readable ZIP of XML). With `requireParts`, also 400 NOT_XLSX unless it has the parts of a workbook:
 * [Content_Types].xml, xl/workbook.xml and at least one worksheet. Answers the part names and the unpacked size.
 */
export async function checkSheet(content: Uint8Array, options: { requireParts?: boolean } = {}): Promise<SheetParts> {
  if (content.length < 4 || content[0] !== 0x50 || content[1] !== 0x4b || content[2] !== 0x03 || content[3] !== 0x04) throw badRequest(NOT_XLSX);
  if ((declaredSize(content) ?? 0) > MAX_UNPACKED) throw badRequest(TOO_BIG);
  const names: string[] = [];
  let unpacked = 0;
  let refusal: unknown;
  const files: UnzipFile[] = [];
  const unzip = new Unzip((file) => {
    names.push(file.name);
    files.push(file);
    const scanner = file.name.endsWith('.xml') || file.name.endsWith('.rels') ? new PartScanner(WORKSHEET.test(file.name)) : undefined;
    file.ondata = (error, data) => {
      if (refusal) return;
      try {
        if (error) throw badRequest(NOT_XLSX);
        unpacked += data.length;
        if (unpacked > MAX_UNPACKED) throw badRequest(TOO_BIG);
        scanner?.feed(data);
      } catch (thrown) {
        refusal = thrown;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  let turn = Date.now();
  try {
    for (let at = 0; at < content.length && !refusal; at += SLICE) {
      const end = Math.min(at + SLICE, content.length);
      unzip.push(content.subarray(at, end), end === content.length);
      if (Date.now() - turn > TURN_MS) {
        await yieldTurn();
        turn = Date.now();
      }
    }
  } catch (error) {
    refusal ??= (error as { status?: number }).status === 400 ? error : badRequest(NOT_XLSX);
  }
  if (refusal) {
    for (const file of files) file.terminate();
    throw refusal;
  }
  if (!names.length) throw badRequest(NOT_XLSX);
  if (options.requireParts && !(names.includes('[Content_Types].xml') && names.includes('xl/workbook.xml') && names.some((name) => WORKSHEET.test(name))))
    throw badRequest(NOT_XLSX);
  return { names, unpacked };
}

/** The longest cell text a reader keeps; a longer one is cut to one character more, so its row fails its length check. */
export const MAX_CELL = 300;
/** How much of a value that failed its check is kept (in the task, the error file). */
const KEPT = 20;
const HIDDEN = new RegExp(HIDDEN_CHARACTERS.source, 'g');

/** A cell's text as a reader keeps it: at most MAX_CELL + 1 characters. */
export const capped = (text: string): string => (text.length > MAX_CELL ? [...text].slice(0, MAX_CELL + 1).join('') : text);

/** What is kept of a value that failed its check: its first characters, hidden ones shown as �. */
export function shortened(text: string): string {
  const chars = [...text];
  return `${chars.slice(0, KEPT).join('')}${chars.length > KEPT ? '…' : ''}`.replace(HIDDEN, '\ufffd');
}

/** The messages of `schema` (a form's field) for `value`, in order, each once; none when it passes. */
export function problemsOf(schema: z.ZodType, value: string): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}
