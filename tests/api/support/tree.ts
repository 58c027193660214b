// The department tree as the tree endpoints answer it, and a look-up by title for the API tests.
export type Tree = { id: string; title: string; children: Tree[] };

/** The first node titled `title`, anywhere in the tree. */
export function findNode(nodes: Tree[], title: string): Tree | undefined {
  for (const node of nodes) {
    if (node.title === title) return node;
    const found = findNode(node.children, title);
    if (found) return found;
  }
  return undefined;
}
