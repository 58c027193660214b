// Every recursive query over a tree (departments, menus) stops at this depth, so that a cycle — which
// the writes refuse, but a hand-edited database could still hold — ends a query instead of running it
// forever. Real trees are a handful of levels deep.
export const MAX_TREE_DEPTH = 32;
