// The one permission check (docs/architecture.md#route-meta), used by the guard, the menu filter and
// the button gate. The server enforces the same rules; this only decides what to show.

/** An item shows when its meta names no roles, or names one of the user's roles. */
export function canSee(meta: { roles?: readonly string[] } | undefined, roles: readonly string[]): boolean {
  const allowed = meta?.roles;
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((role) => roles.includes(role));
}

/** A button code from the server's list (flattened to code → true). */
export function can(permission: Readonly<Record<string, boolean>>, code: string): boolean {
  return permission[code] === true;
}

interface ButtonNode {
  code?: string;
  children?: readonly ButtonNode[];
}

/** Flattens the button tree of `menu/buttons` into the permission map. */
export function flattenButtons(nodes: readonly ButtonNode[]): Record<string, true> {
  const map: Record<string, true> = {};
  const visit = (list: readonly ButtonNode[]) => {
    for (const node of list) {
      if (node.code) map[node.code] = true;
      if (node.children?.length) visit(node.children);
    }
  };
  visit(nodes);
  return map;
}
