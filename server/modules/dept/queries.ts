// The department record and tree nodes (docs/contract.md, trees: { id, parentId, title, key, value, children,
// hasChildren }). dept_category: 1 education bureau / agency, 2 school, 3 canteen, 4 supervising unit,
// 5 bank, 6 company.
import { sql } from '../../platform/db/sql.ts';
import { type StaffActor } from '../../platform/access/actor.ts';
import { scopeDepts, scopeDeptsOf } from '../../platform/access/reach.ts';
import type { Queryable } from '../../platform/db/database.ts';

export const DEPT_COLUMNS = sql`
         d.id::text, d.parent_id::text AS "parentId", d.dept_name AS "deptName", d.full_name AS "fullName",
         d.dept_category AS "deptCategory", d.sort, d.remark, d.agency_type AS "agencyType", d.canteen_type AS "canteenType",
         array_to_string(d.approver_ids, ',') AS "approverIds",
         COALESCE((SELECT string_agg(a.real_name, ',' ORDER BY array_position(d.approver_ids, a.id)) FROM app_user a
                    WHERE a.id = ANY(d.approver_ids) AND a.is_deleted = 0), '') AS "approverNames",
         d.approvers, d.contact_name AS "contactName", d.contact_phone AS "contactPhone", d.version, d.tenant_id AS "tenantId",
         COALESCE(p.dept_name, '') AS "parentName",
         EXISTS (SELECT 1 FROM dept c WHERE c.parent_id = d.id AND c.is_deleted = 0) AS "hasChildren"`;

export const DEPT_RECORD = sql`SELECT ${DEPT_COLUMNS} FROM dept d LEFT JOIN dept p ON p.id = d.parent_id`;

export interface TreeRow {
  id: string;
  parentId: string;
  title: string;
  deptCategory: number;
}

export interface TreeNode extends TreeRow {
  key: string;
  value: string;
  hasChildren: boolean;
  children: TreeNode[];
}

/** Rows (in sort order) into a tree; a row whose parent is not among the rows becomes a root. */
export function treeOf(rows: TreeRow[]): TreeNode[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...row, key: row.id, value: row.id, hasChildren: false, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent && parent !== node) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

export const TREE_COLUMNS = sql`d.id::text, d.parent_id::text AS "parentId", d.dept_name AS title, d.dept_category AS "deptCategory"`;

/** The departments of the scope as tree rows (the scope's top becomes the root). */
export async function scopeTree(db: Queryable, actor: StaffActor, root: string | null = null, category?: number): Promise<TreeRow[]> {
  const { rows } = await db.query<TreeRow>(
    sql`${root ? scopeDeptsOf(actor.tenantId, root) : scopeDepts(actor)} SELECT ${TREE_COLUMNS} FROM dept d WHERE d.id IN (SELECT id FROM scope)
        ${category ? sql`AND d.dept_category <= ${category}` : sql.empty} ORDER BY d.sort, d.id`,
  );
  return rows;
}
