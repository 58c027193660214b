// Reading a submitted body field by field, each refusal with its own Chinese message (docs/contract.md#what-the-server-enforces:
// every field validated, nothing coerced silently). Role-escalating fields are simply never read.
import { badRequest } from '../http/envelope.ts';
import { idOf } from './request.ts';

export type Body = Record<string, unknown>;

export const asBody = (value: unknown): Body => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {});

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/**
 * Characters that make a text show other than it reads: zero-width characters, the bidirectional
 * overrides, embeddings and isolates (a name that displays reversed), the byte-order mark, and control
 * characters other than tab and line breaks. Refused in every text field, with the field's name.
 */
// eslint-disable-next-line no-control-regex
export const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

const labelOf = (message: string) => message.replace(/^请(输入|选择)/, '');

function checked(text: string, label: string, max: number): string {
  if ([...text].length > max) throw badRequest(`${label}不能超过 ${max} 个字`);
  if (HIDDEN_CHARACTERS.test(text)) throw badRequest(`${label}不能包含不可见字符或文字方向控制字符`);
  return text;
}

/** A required text of at most `max` characters. */
export function requiredText(body: Body, name: string, message: string, max = 100): string {
  const text = textOf(body[name]);
  if (!text) throw badRequest(message);
  return checked(text, labelOf(message), max);
}

/** An optional text (empty when absent) of at most `max` characters, `label` naming it in the message. */
export function optionalText(body: Body, name: string, label: string, max = 200): string {
  return checked(textOf(body[name]), label, max);
}

/** A whole number in [min, max]; `fallback` when absent. */
export function wholeNumber(body: Body, name: string, label: string, fallback: number, min = 0, max = 1_000_000): number {
  const value = body[name];
  if (value === undefined || value === null || value === '') return fallback;
  const text = textOf(value);
  if (!/^-?\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max) throw badRequest(`${label}须为 ${min}–${max} 的整数`);
  return Number(text);
}

/** One of the allowed values (as text). */
export function oneOf<T extends string>(body: Body, name: string, allowed: readonly T[], message: string, fallback?: T): T {
  const text = textOf(body[name]);
  if (!text && fallback !== undefined) return fallback;
  if (!allowed.includes(text as T)) throw badRequest(message);
  return text as T;
}

/** An optional id (undefined when absent); a present but malformed one is refused. */
export function optionalId(body: Body, name: string, message: string): string | undefined {
  const text = textOf(body[name]);
  if (!text || text === '0') return undefined;
  const id = idOf(text);
  if (!id) throw badRequest(message);
  return id;
}

/** The version an update edits: required with an id. */
export function versionOf(body: Body): number {
  const text = textOf(body.version);
  if (!/^\d{1,9}$/.test(text)) throw badRequest('缺少版本号，请刷新后再保存');
  return Number(text);
}

/** Comma-joined ids (or an array of them). */
export function idList(body: Body, name: string, message: string): string[] {
  const raw = body[name];
  const parts = (Array.isArray(raw) ? raw.map(textOf) : textOf(raw).split(',')).map((part) => part.trim()).filter(Boolean);
  const ids = parts.map(idOf);
  if (ids.some((id) => id === undefined)) throw badRequest(message);
  return [...new Set(ids as string[])];
}

export const PHONE = /^1[3-9]\d{9}$/;

/** An optional mainland mobile number (docs/product-rules.md#validation message). */
export function optionalPhone(body: Body, name: string): string {
  const text = textOf(body[name]);
  if (text && !PHONE.test(text)) throw badRequest('请输入正确的手机号码');
  return text;
}

/** A required id. */
export function requiredId(body: Body, name: string, message: string): string {
  const id = optionalId(body, name, message);
  if (!id) throw badRequest(message);
  return id;
}
