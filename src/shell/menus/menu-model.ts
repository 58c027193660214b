// Pure rules of the menus (docs/product-rules.md#menu-defined-routes, #roles-and-menus): which modules a user sees, which items show for
// the user's roles, labels, external links, and the shell variant. Unit-tested.
import { LOGIN_TYPE, type MenuNode, type ShellLayout, type UserKind } from '../../session';
import { canSee } from '../../session/permission';
import { MODULE_SETS } from '../../../contract/module-sets.ts';

export type ShellVariant = 'side' | 'top';

/** Bank logins see exactly these six (docs/product-rules.md#roles-and-menus), in this order. */
export const BANK_SET = MODULE_SETS.bank;

/** The module codes a kind of user may see in the top navigation; undefined: every module the server gives. */
export function moduleCodes(kind: UserKind): readonly string[] | undefined {
  return kind === 'admin' ? undefined : MODULE_SETS[kind];
}

/** The modules to show, in the order of the kind's set (bank) or the server's order. */
export function visibleModules<T extends { code?: string }>(modules: readonly T[], kind: UserKind): T[] {
  const allowed = moduleCodes(kind);
  if (!allowed) return [...modules];
  const shown = modules.filter((module) => module.code !== undefined && allowed.includes(module.code));
  if (kind === 'bank') shown.sort((a, b) => BANK_SET.indexOf(a.code!) - BANK_SET.indexOf(b.code!));
  return shown;
}

/** Platform administration gets the sidebar variant; every business user the top navigation (docs/product-rules.md#roles-and-menus). */
export function shellVariant(kind: UserKind, preference: ShellLayout): ShellVariant {
  if (preference !== 'auto') return preference;
  return kind === 'admin' ? 'side' : 'top';
}

/** Menu icons are blue for login types 0, 2, 3, 4 and 9, green otherwise. */
export const menuIconColour = (loginType: number) => ([0, 2, 3, 4, 9].includes(loginType) ? 'blue' : 'green');

/** The header's module bar width: 815 px, 600 px for bank logins. */
export const headerMenuWidth = (loginType: number) => (loginType === LOGIN_TYPE.bank ? 600 : 815);

/** Items show when their meta roles are absent or include one of the user's roles. */
export function filterByRoles(nodes: readonly MenuNode[], roles: readonly string[]): MenuNode[] {
  return nodes
    .filter((node) => canSee(node.meta, roles))
    .map((node) => (node.children?.length ? { ...node, children: filterByRoles(node.children, roles) } : node));
}

/** An http(s) link or an html page opens in the embedded frame route. */
export const isExternal = (path: string) => /^https?:\/\//i.test(path) || /\.html?(\?|#|$)/i.test(path);

/** A link the frame may never load, whatever the allowlist says. */
export const isUnsafeLink = (path: string) => /^\s*(javascript|data|blob|vbscript|file):/i.test(path);

export interface Leaf {
  node: MenuNode;
  trail: MenuNode[];
  module: MenuNode;
}

/** Every leaf (item without children) of the modules, with its parents. */
export function leaves(modules: readonly MenuNode[]): Leaf[] {
  const found: Leaf[] = [];
  const walk = (nodes: readonly MenuNode[], trail: MenuNode[], module: MenuNode) => {
    for (const node of nodes) {
      if (node.children?.length) walk(node.children, [...trail, node], module);
      else found.push({ node, trail, module });
    }
  };
  for (const module of modules) walk(module.children ?? [], [], module);
  return found;
}

export function findLeafByPath(modules: readonly MenuNode[], path: string): Leaf | undefined {
  return leaves(modules).find((leaf) => leaf.node.path === path);
}

export function findLeafByCode(modules: readonly MenuNode[], code: string): Leaf | undefined {
  return leaves(modules).find((leaf) => leaf.node.code === code);
}

/** Where a menu item goes: its own path, or the frame route for external links. */
export function targetOf(node: MenuNode): string {
  return isExternal(node.path) ? `/myiframe/${encodeURIComponent(node.code ?? node.id)}` : node.path;
}

/** The first leaf of a tree (the page a module opens on). */
export function firstLeaf(nodes: readonly MenuNode[]): MenuNode | undefined {
  for (const node of nodes) {
    if (!node.children?.length) return node;
    const inner = firstLeaf(node.children);
    if (inner) return inner;
  }
  return undefined;
}
