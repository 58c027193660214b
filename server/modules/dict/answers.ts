// What the dictionary routes answer (server/platform/http/answers.ts).
import { z } from 'zod';

/** An entry of a dictionary, as the console reads it (dictionary?code=). */
export const DictEntry = z.object({
  id: z.string(),
  parentId: z.string(),
  code: z.string(),
  dictKey: z.string(),
  dictValue: z.string(),
  sort: z.number().int(),
  remark: z.string(),
});

/** A dictionary or an entry as maintained (list, pages, detail, submit). */
export const DictRow = DictEntry.extend({
  isSealed: z.number().int().describe('1: the product’s own code reads it; not removable'),
  version: z.number().int(),
});

const TreeFields = {
  id: z.string(),
  parentId: z.string(),
  title: z.string(),
  code: z.string(),
  dictKey: z.string(),
  key: z.string(),
  value: z.string(),
  hasChildren: z.boolean(),
};
const DictTreeEntry = z.object({ ...TreeFields, children: z.array(z.never()) });
export type DictTreeEntry = z.output<typeof DictTreeEntry>;
/** The dictionaries as a tree: each dictionary with its entries, which have no children. */
export const DictTree = z.array(z.object({ ...TreeFields, children: z.array(DictTreeEntry) }));
