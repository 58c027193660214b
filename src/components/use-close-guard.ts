import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { setCloseGuard } from '../lib/close-guard';

/**
 * Makes closing this page's tab ask first while `unsaved` (src/lib/close-guard.ts). `root` is an element of the
 * page: once it has left the document (the page is gone, its input with it), the tab closes without asking. A kept-
 * alive page hidden behind another tab stays in the document, so its tab still asks.
 */
export function useCloseGuard(unsaved: boolean, root: RefObject<HTMLElement | null>): void {
  const { pathname, search } = useLocation();
  const [tab] = useState(`${pathname}${search}`);
  const state = useRef(unsaved);
  useEffect(() => {
    state.current = unsaved;
    const element = root.current;
    // no cleanup: a hidden kept-alive page runs its cleanups, yet its input is still there
    setCloseGuard(tab, () => state.current && Boolean(element?.isConnected));
  }, [tab, unsaved, root]);
}
