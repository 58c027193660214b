// What the supplier routes answer (server/platform/http/answers.ts).
import { z } from 'zod';

/** A supplier company's own information. */
export const SupplierCompany = z.object({
  id: z.string(),
  supplierName: z.string(),
  contactsName: z.string(),
  mobile: z.string(),
  creditCode: z.string(),
  address: z.string(),
  legalPerson: z.string(),
  businessScope: z.string(),
  licenseNo: z.string(),
  licenseExpiry: z.string().nullable().describe('YYYY-MM-DD'),
  licenseFileId: z.string().nullable(),
  status: z.number().int(),
  version: z.number().int(),
});

/** A supplier account's own record. */
export const SupplierAccount = z.object({ id: z.string(), account: z.string(), realName: z.string(), phone: z.string(), version: z.number().int() });

/** A supplier of the tenant, for the picker. */
export const SupplierChoice = z.object({ supplierId: z.string(), supplierName: z.string(), contactsName: z.string(), mobile: z.string() });

/** One qualification document of a supplier (证照), its scan's link instead of its key. */
export const Qualification = z.object({
  id: z.string(),
  supplierId: z.string(),
  docType: z.number().int(),
  docTypeName: z.string(),
  docNo: z.string(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  fileMime: z.string().nullable(),
  issueDate: z.string().nullable(),
  expireDate: z.string().nullable().describe('YYYY-MM-DD; null when the document never expires (长期有效)'),
  expired: z.boolean(),
  expiresSoon: z.boolean(),
  remark: z.string(),
  updateTime: z.string(),
  version: z.number().int(),
  fileLink: z.string().nullable(),
});
