// What the file routes answer (server/platform/http/answers.ts).
import { z } from 'zod';

/** A stored file's description and the link that opens it (its own key, no headers needed). */
export const StoredFile = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int().describe('bytes'),
  createTime: z.string(),
  link: z.string(),
});
