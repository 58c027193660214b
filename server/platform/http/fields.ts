// The building blocks of every request schema (docs/decisions/0011-request-schemas.md). A route declares one
// Zod schema per part it reads (querystring, body, params); Fastify validates it before the handler runs,
// the handler's types come from it, and the OpenAPI description is generated from it. Each block carries
// the Chinese message of docs/product-rules.md#validation for its field; nothing is coerced silently: a
// field that may arrive as a number or as text (forms and query strings carry only text) says so here.
import { z } from 'zod';

// A field whose schema names no message of its own still answers in Chinese, naming the field.
const zhCN = z.locales.zhCN();
z.config({
  localeError: (issue) => {
    const said = zhCN.localeError(issue);
    const message = typeof said === 'string' ? said : (said?.message ?? '格式不正确');
    return `参数校验失败：${issue.path?.length ? `${issue.path.join('.')} ` : ''}${message}`;
  },
});

const MAX_BIGINT = 9223372036854775807n;

/** Characters that make a text show other than it reads: zero-width, bidirectional controls, BOM, control characters but tab and line breaks. */
// eslint-disable-next-line no-control-regex
export const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

export const PHONE = /^1[3-9]\d{9}$/;

/** A value given as text or as a number, read as trimmed text; `message` when it is neither. */
const scalar = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    // a JSON integer beyond 2^53 has already lost digits: it would name another record
    .refine((value) => typeof value === 'string' || !Number.isInteger(value) || Number.isSafeInteger(value), message)
    .transform((value) => String(value).trim());

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;
/** Whether `text` is a real calendar day written YYYY-MM-DD (2024-02-31 is not: Date.parse would roll it over). */
export const isDay = (text: string) => {
  const time = DAY_TEXT.test(text) ? Date.parse(`${text}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
};

const labelOf = (message: string) => message.replace(/^请(输入|选择)/, '');

const checked = (label: string, max: number) =>
  z
    .string()
    .refine((text) => [...text].length <= max, `${label}不能超过 ${max} 个字`)
    .refine((text) => !HIDDEN_CHARACTERS.test(text), `${label}不能包含不可见字符或文字方向控制字符`);

/** A required text of at most `max` characters; `message` (请输入…) when absent or blank. */
export const text = (message: string, max = 100) =>
  scalar(message).pipe(
    z
      .string()
      .min(1, message)
      .pipe(checked(labelOf(message), max)),
  );

/** An optional text ('' when absent) of at most `max` characters, `label` naming it in messages. */
export const optionalText = (label: string, max = 200) => scalar(`${label}格式不正确`).pipe(checked(label, max)).optional().default('');

/** A text taken exactly as typed (passwords): required, never trimmed. */
export const rawText = (message: string) => z.string({ error: message }).min(1, message);

const idPattern = (text: string) => /^\d{1,19}$/.test(text) && BigInt(text) <= MAX_BIGINT;

/** A required id (a bigint as text, or a number); `message` when absent or malformed. */
export const id = (message: string) =>
  scalar(message)
    .refine((text) => idPattern(text) && text !== '0', message)
    .transform((text) => String(BigInt(text)));

/** An optional id: absent, '' and '0' read as undefined; a malformed one is refused with `message`. */
export const optionalId = (message: string) =>
  scalar(message)
    .refine((text) => text === '' || idPattern(text), message)
    .transform((text) => (text === '' || BigInt(text) === 0n ? undefined : String(BigInt(text))))
    .optional();

/** Ids as `1,2`, repeated keys or an array: at least one, at most 1,000, each valid, duplicates dropped. */
export const ids = (emptyMessage = '请选择要删除的数据') =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: emptyMessage })
    .transform((raw) =>
      [raw]
        .flat()
        .flatMap((value) => String(value).split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    )
    .refine((parts) => parts.length > 0, emptyMessage)
    .refine((parts) => parts.length <= 1000, '一次最多处理 1000 条')
    .refine((parts) => parts.every(idPattern), 'ids 不正确')
    .transform((parts) => [...new Set(parts.map((part) => String(BigInt(part))))]);

/** A whole number in [min, max]; `fallback` when absent or ''. */
export const whole = (label: string, fallback: number, min = 0, max = 1_000_000) => {
  const message = `${label}须为 ${min}–${max} 的整数`;
  return scalar(message)
    .refine((text) => text === '' || (/^-?\d{1,9}$/.test(text) && Number(text) >= min && Number(text) <= max), message)
    .transform((text) => (text === '' ? fallback : Number(text)))
    .optional()
    .transform((value) => value ?? fallback);
};

/** One of the allowed values (given as text or number); `fallback` when absent, `message` otherwise. */
export function oneOf<const T extends string>(allowed: readonly T[], message: string, fallback?: T) {
  const read = scalar(message).refine((text) => allowed.includes(text as T) || (text === '' && fallback !== undefined), message);
  const chosen = read.transform((text) => (text === '' ? fallback! : (text as T)));
  return fallback === undefined ? chosen : chosen.optional().transform((value) => value ?? fallback);
}

/** The version an update edits. */
export const version = () => {
  const message = '缺少版本号，请刷新后再保存';
  return scalar(message)
    .refine((text) => /^\d{1,9}$/.test(text), message)
    .transform(Number);
};

/** An optional mainland mobile number ('' when absent). */
export const optionalPhone = () =>
  scalar('请输入正确的手机号码')
    .refine((text) => text === '' || PHONE.test(text), '请输入正确的手机号码')
    .optional()
    .default('');

/** A required mainland mobile number. */
export const phone = (message = '请输入手机号码') => text(message, 11).refine((value) => PHONE.test(value), '请输入正确的手机号码');

/** The paging fields of every list (docs/contract.md#paging): `current` from 1, `size` 10 by default, at most `max`. */
export const paging = (max = 200) => ({
  current: lenientWhole(1, 1_000_000),
  size: lenientWhole(10, max),
});

// Paging is forgiving, as the legacy backend was: a page number that is not one falls back to the first page,
// a size over the cap is capped. A declared leniency, not a silent one.
const lenientWhole = (fallback: number, max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => {
      const text = value === undefined ? '' : String(value).trim();
      return /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Math.min(Number(text), max) : fallback;
    });

export interface Paging {
  current: number;
  size: number;
}

/** The row offset of a page. */
export const offsetOf = (paging: Paging) => (paging.current - 1) * paging.size;

interface Edited {
  id?: string;
  version?: number;
}

/** The body of a create-or-edit call: no `id` creates; an `id` (unknown: `notFound`) needs the `version` it edits. */
export const editable = <S extends z.ZodRawShape>(notFound: string, shape: S) =>
  z
    .object({ id: optionalId(notFound), version: version().optional() })
    .extend(shape)
    .refine((input) => !(input as Edited).id || (input as Edited).version !== undefined, { path: ['version'], message: '缺少版本号，请刷新后再保存' });

/** Whether a text is an id (a bigint as text, 0 included), for a schema that reads ids its own way. */
export const isId = (text: string) => idPattern(text);

/**
 * An id the route looks up itself and answers its own 404 for, as the legacy backend did (unknown ids are
 * simply not found): absent or '' reads as undefined, a malformed one as '0', which no row has.
 */
export const lookupId = () =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => {
      const text = value === undefined ? '' : String(value).trim();
      if (!text) return undefined;
      return idPattern(text) ? String(BigInt(text)) : '0';
    });

/** A field a client may send as null (a record's empty column sent back as it was read): null reads as absent. */
export const nullAsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? undefined, schema);
