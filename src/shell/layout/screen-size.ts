/** Screen size of docs/product-rules.md#screen-size: 3 at ≥1200 px, 2 at ≥992, 1 at ≥768, else 0. */
export function screenSize(width: number): 0 | 1 | 2 | 3 {
  if (width >= 1200) return 3;
  if (width >= 992) return 2;
  if (width >= 768) return 1;
  return 0;
}

/** Collapse applies only on screens larger than size 1. */
export const isCollapsed = (collapse: boolean, size: number) => collapse && size > 1;

/** On small screens a click on a menu item folds the sidebar away. */
export const collapsesOnNavigate = (size: number) => size <= 1;
