// What a task's state answers (view.ts TaskView), described for the routes that answer it (server/platform/http/answers.ts).
import { z } from 'zod';

export const TaskState = z.object({
  taskId: z.string(),
  kind: z.string(),
  status: z.number().int().describe('final from 2 to 5'),
  total: z.number().int(),
  success: z.number().int(),
  fail: z.number().int(),
  errors: z.array(z.object({ name: z.string().optional(), deviceSn: z.string().optional(), row: z.number().int().optional(), reason: z.string() })),
  errorFileUrl: z.string().nullable(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
});
