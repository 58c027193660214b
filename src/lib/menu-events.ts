// Menu maintenance tells the shell that the menus changed, so the sidebar shows the change at once
// (a domain may not import the shell; the shell listens instead).
const MENUS_CHANGED = 'shian:menus-changed';

export const announceMenusChanged = () => window.dispatchEvent(new Event(MENUS_CHANGED));

export function onMenusChanged(listener: () => void): () => void {
  window.addEventListener(MENUS_CHANGED, listener);
  return () => window.removeEventListener(MENUS_CHANGED, listener);
}
