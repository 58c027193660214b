// The request schemas (Zod) of a ledger, built from its definition (contract/ledgers): each field's rules with the
// definition's Chinese messages, so the definition is the one place a ledger's input rules are written.
import { z } from 'zod';
import type { LedgerDefinition, LedgerField } from '../../../../contract/ledgers/index.ts';
import { HIDDEN_CHARACTERS, id, isDay, oneOf, optionalId, paging, text, version } from '../../../platform/http/fields.ts';

const scalarText = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .refine((value) => !HIDDEN_CHARACTERS.test(value), message);

function textField(field: Extract<LedgerField, { kind: 'text' }>) {
  const base = scalarText(field.required ?? `${field.label}格式不正确`).refine((value) => [...value].length <= field.maxLength.value, field.maxLength.message);
  return field.required
    ? base.refine((value) => value.length > 0, field.required)
    : z
        .preprocess((value) => value ?? '', base)
        .optional()
        .default('');
}

function wholeField(field: Extract<LedgerField, { kind: 'integer' | 'tenths' }>) {
  const message = field.required ?? `${field.label}须为整数`;
  let schema = z.number({ error: message }).int(field.kind === 'tenths' ? `${field.label}最多保留一位小数` : `${field.label}须为整数`);
  if (field.min) schema = schema.min(field.min.value, field.min.message);
  if (field.max) schema = schema.max(field.max.value, field.max.message);
  return field.required ? schema : schema.nullish().transform((value) => value ?? null);
}

function booleanField(field: Extract<LedgerField, { kind: 'boolean' }>) {
  const schema = z.boolean({ error: field.required ?? `请选择${field.label}` });
  const must = field.mustBe;
  return must ? schema.refine((value) => Number(value) === must.value, must.message) : schema;
}

function choiceField(field: Extract<LedgerField, { kind: 'choice' }>) {
  const message = field.required ?? `${field.label}不正确`;
  const codes = field.codes as readonly (string | number)[];
  const schema = z.union([z.string(), z.number()], { error: message }).refine((value) => codes.includes(value), message);
  return field.required ? schema : schema.nullish().transform((value) => value ?? null);
}

function choicesField(field: Extract<LedgerField, { kind: 'choices' }>) {
  const codes = field.codes as readonly string[];
  const schema = z
    .array(
      z.string({ error: `${field.label}不正确` }).refine((value) => codes.includes(value), `${field.label}不正确`),
      { error: `${field.label}不正确` },
    )
    .transform((values) => [...new Set(values)]);
  return field.required ? schema.refine((values) => values.length > 0, field.required) : schema.optional().default([]);
}

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** A local time 'YYYY-MM-DD HH:mm:ss' of a real day. */
function datetimeField(field: Extract<LedgerField, { kind: 'datetime' }>) {
  const message = `${field.label}格式应为 YYYY-MM-DD HH:mm:ss`;
  const schema = z
    .string({ error: field.required ?? message })
    .trim()
    .refine((value) => value === '' || isDay(LOCAL_TIME.exec(value)?.[1] ?? ''), message);
  const given = field.required ? schema.refine((value) => value !== '', field.required) : schema;
  return field.required ? given : given.nullish().transform((value) => value || null);
}

const mealField = (message: string) => z.number({ error: message }).int(message).min(1, message).max(3, message);

/** The schema of one typed field; undefined for a field the server derives. */
function fieldSchema(field: LedgerField): z.ZodType | undefined {
  if (field.derived) return undefined;
  switch (field.kind) {
    case 'text':
      return textField(field);
    case 'integer':
    case 'tenths':
      return wholeField(field);
    case 'boolean':
      return booleanField(field);
    case 'datetime':
      return datetimeField(field);
    case 'choice':
      return choiceField(field);
    case 'choices':
      return choicesField(field);
    case 'meal':
      return mealField(field.required ?? '请选择餐次');
    case 'person':
    case 'dish':
    case 'batch':
    case 'device':
      return field.required ? id(field.required) : optionalId(`${field.label}不存在`);
    case 'issues':
      return z
        .array(id('出库记录不存在'), { error: '出库记录不存在' })
        .max(50, '一条记录最多关联 50 条出库记录')
        .transform((values) => [...new Set(values)])
        .optional()
        .default([]);
  }
}

/** The typed fields of a ledger's record, by name. */
export function fieldsShape(definition: LedgerDefinition): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of definition.fields) {
    const schema = fieldSchema(field);
    if (schema) shape[field.name] = schema;
  }
  const { min, max, message } = definition.photos;
  shape.photoIds = z
    .array(id('照片不存在'), { error: '照片不存在' })
    .max(max, `最多上传 ${max} 张照片`)
    .transform((values) => [...new Set(values)])
    .optional()
    .default([])
    .refine((values) => values.length >= min, message ?? `请上传至少 ${min} 张照片`);
  return shape;
}

/** A record's values by field name (photoIds among them). */
export type Values = Record<string, unknown>;

/** A new record (no id) or the writer's edit of one of the day (id and version). */
export const submitInput = (definition: LedgerDefinition): z.ZodType<{ id?: string; version?: number } & Values> =>
  z
    .object({ id: optionalId('记录不存在'), version: version().optional() })
    .extend(fieldsShape(definition))
    .refine((input) => !input.id || input.version !== undefined, { path: ['version'], message: '缺少版本号，请刷新后再保存' });

/** A correction: the record corrected, why, and the record as it should have been. */
export const correctInput = (definition: LedgerDefinition): z.ZodType<{ id: string; reason: string } & Values> =>
  z.object({ ...fieldsShape(definition), id: id('记录不存在'), reason: text('请填写更正原因', 200) });

export const voidInput = z.object({ id: id('记录不存在'), reason: text('请填写作废原因', 200) });
export const detailQuery = z.object({ id: id('记录不存在') });

const day = (message: string) =>
  z
    .string()
    .refine((value) => value === '' || isDay(value), message)
    .optional()
    .transform((value) => value || undefined);

export interface ListInput {
  current: number;
  size: number;
  from?: string;
  to?: string;
  canteenId?: string;
  state?: number;
}

/** A ledger's list: paging, days, canteen, state, and the definition's filters. */
export function listQuery(definition: LedgerDefinition): z.ZodType<ListInput & Values> {
  const filters: Record<string, z.ZodType> = {};
  for (const field of definition.fields) {
    if (!field.filter) continue;
    if (field.kind === 'person' || field.kind === 'dish' || field.kind === 'batch' || field.kind === 'device')
      filters[field.name] = optionalId(`${field.label}不存在`);
    else if (field.kind === 'meal')
      filters[field.name] = oneOf(['1', '2', '3', ''], '餐次不正确', '').transform((value) => (value ? Number(value) : undefined));
    else if (field.kind === 'choice')
      filters[field.name] = oneOf([...(field.codes as readonly (string | number)[]).map(String), ''], `${field.label}不正确`, '').transform(
        (value) => value || undefined,
      );
  }
  return z.object({
    ...paging(),
    from: day('开始日期格式应为 YYYY-MM-DD'),
    to: day('结束日期格式应为 YYYY-MM-DD'),
    canteenId: optionalId('食堂不存在'),
    state: oneOf(['1', '2', '3', 'all', ''], '状态不正确', '').transform((value) => (value === 'all' ? undefined : Number(value || 1))),
    ...filters,
  });
}
