// What the public pages send, checked before anything is stored: plain text only (a text that looks like HTML is
// refused, so nothing a parent types can ever be rendered as markup), bounded sizes, and the captcha answered.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { consumeCaptcha } from '../auth/index.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/envelope.ts';
import { optionalText, text } from '../../platform/http/fields.ts';

/** The largest body a public submission may send (a complaint of 1000 characters fits many times over). */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

/** A tag, a comment, a declaration or an entity: what a browser would read as markup. */
const MARKUP = /<[a-zA-Z!/?]|&(#\d+|#x[0-9a-f]+|[a-z]+);/i;
export const HTML_REFUSED = '内容不能包含 HTML 标记';
export const looksLikeHtml = (value: string) => MARKUP.test(value);

/** A required plain text (HTML refused). */
export const plainText = (message: string, max: number) => text(message, max).refine((value) => !looksLikeHtml(value), HTML_REFUSED);
/** An optional plain text (HTML refused). */
export const optionalPlainText = (label: string, max: number) => optionalText(label, max).refine((value) => !looksLikeHtml(value), HTML_REFUSED);

/** A school's public token as the link carries it. */
export const publicToken = () => z.string({ error: '链接无效' }).regex(/^[A-Za-z0-9_-]{22,64}$/, '链接无效');

/** The captcha fields of every public submission (the sign-in's captcha: GET /api/rabbit-auth/oauth/captcha). */
export const captchaFields = {
  captchaKey: z.string({ error: '请输入验证码' }).max(64, '验证码不正确'),
  captchaCode: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(8, '验证码不正确'),
};

/** 400 `验证码不正确` unless the captcha is right (its key is used up either way). */
export async function requireCaptcha(db: Queryable, key: string, code: string, fixedCode: string | undefined): Promise<void> {
  if (!(await consumeCaptcha(db, key, code, fixedCode))) throw badRequest('验证码不正确');
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** A complaint's reference number: 16 base32 characters from the system's random source (80 bits), never a sequence. */
export const newReference = () => [...randomBytes(16)].map((byte) => BASE32[byte & 31]).join('');
/** A school's public token: 24 bytes of randomness, base64url (32 characters). */
export const newPublicToken = () => randomBytes(24).toString('base64url');
