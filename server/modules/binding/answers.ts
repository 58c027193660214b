// What the supplier-binding routes answer (server/platform/http/answers.ts).
import { z } from 'zod';

/** A supplier bound to the caller's unit. */
export const Binding = z.object({
  id: z.string(),
  deptId: z.string(),
  deptName: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  contactsName: z.string(),
  mobile: z.string(),
  remark: z.string(),
  createTime: z.string(),
});
