// What the department routes answer (server/platform/http/answers.ts): the department record and tree nodes
// (queries.ts).
import { z } from 'zod';
import type { TreeNode } from './queries.ts';

/** A department as maintained (queries.ts DEPT_COLUMNS). */
export const Dept = z.object({
  id: z.string(),
  parentId: z.string(),
  deptName: z.string(),
  fullName: z.string(),
  deptCategory: z.number().int().describe('1 bureau or agency, 2 school, 3 canteen, 4 supervising unit, 5 bank, 6 company'),
  sort: z.number().int(),
  remark: z.string(),
  agencyType: z.number().int(),
  canteenType: z.number().int(),
  approverIds: z.string().describe('comma-joined user ids'),
  approverNames: z.string(),
  approvers: z.array(z.object({ userId: z.string(), realName: z.string(), sex: z.number().int(), deptName: z.string() })),
  contactName: z.string(),
  contactPhone: z.string(),
  version: z.number().int(),
  tenantId: z.string(),
  parentName: z.string(),
  hasChildren: z.boolean(),
});

const TreeFields = {
  id: z.string(),
  parentId: z.string(),
  title: z.string(),
  deptCategory: z.number().int(),
  key: z.string(),
  value: z.string(),
  hasChildren: z.boolean(),
};

/** A node of a lazily loaded tree: its children come with the next call. */
export const DeptLazyNode = z.object(TreeFields);

/** A department in a tree (docs/contract.md, trees), with the departments under it. */
export const DeptTreeNode: z.ZodType<TreeNode> = z
  .object({
    ...TreeFields,
    get children() {
      return z.array(DeptTreeNode);
    },
  })
  .meta({ id: 'DeptTreeNode' });

export const DeptTree = z.array(DeptTreeNode);
