// What the 函询 routes answer (server/platform/http/answers.ts): one letter, alone or in a page.
import { z } from 'zod';

export const Letter = z.object({
  id: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  title: z.string(),
  content: z.string(),
  deadline: z.string().describe('YYYY-MM-DD'),
  status: z.number().int().describe('0 sent, 1 replied, 2 closed'),
  reply: z.string(),
  replyBy: z.string(),
  replyTime: z.string().nullable(),
  createBy: z.string(),
  createTime: z.string(),
  version: z.number().int(),
});
