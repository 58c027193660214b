// The answers of the API described (docs/architecture.md#answers-described): a route says what its 200 carries with
// `response: answers(Data)` — the envelope of docs/contract.md#envelope around the route's data — so the OpenAPI
// description shows what each call returns and the API tests check every answer against it. The schema documents
// and type-checks the handler's return; it never reshapes what is sent (app.ts serialises answers as plain JSON).
import { z } from 'zod';

/** The envelope `{ code, success, data, msg }` around `data`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), success: z.boolean(), data, msg: z.string() });

/** A route's `response` entry: its 200 answers the envelope around `data`. */
export const answers = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });

/**
 * A response entry the handler's return is not type-checked against (its rows are typed more loosely than they are
 * answered): described in the OpenAPI document and checked by the API tests like any other.
 */
export const unchecked = (entry: object) => entry as Record<number, unknown>;

/** A route's `response` entry for an answer outside the envelope (the OAuth token and captcha). */
export const answersBare = <T extends z.ZodType>(body: T) => ({ 200: body });

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A route's `response` entry for a download: the bytes, of `type` (any type when not given). */
export const answersFile = (description: string, type = '*/*') => ({
  200: { description, content: { [type]: { schema: z.custom<Buffer | string>().meta({ type: 'string', format: 'binary' }) } } },
});

/** A route's `response` entry for an Excel workbook. */
export const answersWorkbook = (description = 'An Excel workbook (.xlsx)') => answersFile(description, XLSX_TYPE);

/** A page of `record` (docs/contract.md#paging). */
export const paged = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total: z.number().int(), size: z.number().int(), current: z.number().int(), pages: z.number().int() });
