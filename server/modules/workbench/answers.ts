// What the workbench routes answer (server/platform/http/answers.ts).
import { z } from 'zod';

/** One to-do item of the caller's (server/platform/todo/registry.ts). */
export const TodoCount = z.object({
  key: z.string(),
  count: z.number().int().nullable().describe('null when the count failed or overran its budget'),
  link: z.string(),
  error: z.literal(true).optional(),
});

export const Dashboard = z.object({
  todoByKind: z.array(z.object({ kind: z.string(), count: z.number().int() })),
  lastSignIns: z.array(z.object({ time: z.string(), address: z.string(), userAgent: z.string(), current: z.boolean() })),
});

/** Every to-do item the caller's role sees, a count of 0 included. */
export const TodoSummary = z.array(TodoCount);
