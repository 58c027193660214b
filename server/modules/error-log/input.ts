// The body of an error-log upload: at most MAX_ENTRIES entries of the console's error log.
import { z } from 'zod';

export const MAX_ENTRIES = 200;
export const ERROR_LOG_BODY_LIMIT = 256 * 1024;

/** One entry of the console's error log; other keys are dropped. */
export const ErrorEntry = z.object({
  type: z.string(),
  message: z.string(),
  stack: z.string().optional(),
  info: z.string().optional(),
  url: z.string().optional(),
  time: z.string().optional(),
});

export type ErrorEntry = z.output<typeof ErrorEntry>;
