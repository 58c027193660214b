// The navigation menus' ARIA (the sidebar, the module bar): the selected item marked as the current page or module at
// once, and Arco's own markup corrected by arco-aria.ts — a chunk of its own, fetched rather than bundled with the
// shell, whose download budget is tight (docs/decisions/0014-arco-aria-patched-in-one-place.md).
import { useCallback, useRef } from 'react';

/** Marks the selected item of a navigation menu as the current page (or module), and no other. */
function markCurrent(root: Element, current: 'page' | 'true'): void {
  for (const item of root.querySelectorAll('.arco-menu-item')) {
    const selected = item.classList.contains('arco-menu-selected');
    if (selected) {
      if (item.getAttribute('aria-current') !== current) item.setAttribute('aria-current', current);
    } else if (item.hasAttribute('aria-current')) item.removeAttribute('aria-current');
  }
}

/**
 * A ref for an Arco Menu used for navigation (the sidebar, the module bar): corrected (watchArcoAria), and its
 * selected item marked aria-current as the selection moves — the page in view, or the current module.
 */
export function useMenuAria<T extends Element>(current: 'page' | 'true' = 'page'): (element: T | null) => void {
  const observer = useRef<MutationObserver | undefined>(undefined);
  return useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = undefined;
      if (!element) return;
      void import('./arco-aria').then(({ patchArcoAria, watchArcoAria }) => {
        patchArcoAria(element);
        watchArcoAria(element.ownerDocument);
      });
      markCurrent(element, current);
      observer.current = new MutationObserver(() => markCurrent(element, current));
      observer.current.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    },
    [current],
  );
}
