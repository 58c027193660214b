// What the notice routes answer (server/platform/http/answers.ts): one notice, alone or in a page.
import { z } from 'zod';

export const Notice = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  tag: z.string(),
  img: z.string().describe('an image link ("" for none)'),
  content: z.string().describe('plain text, never HTML'),
  status: z.number().int().describe('0 草稿，1 已发布，2 已撤回'),
  audience: z.number().int().describe('0 the whole tenant, 1 the schools listed'),
  schoolIds: z.array(z.string()),
  schoolNames: z.array(z.string()),
  deptName: z.string().describe('the publishing unit'),
  createBy: z.string(),
  createTime: z.string(),
  publishTime: z.string().nullable(),
  withdrawTime: z.string().nullable(),
  /** Whether the caller's unit wrote it (and so may edit its draft, publish or withdraw it). */
  own: z.boolean(),
  version: z.number().int(),
});
