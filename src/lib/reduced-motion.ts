import { config } from 'react-transition-group';

/**
 * People who ask their system for less motion (prefers-reduced-motion) get none from Arco: its dialogs, drawers,
 * pop-ups, menus and messages, all drawn through react-transition-group, appear and go at once instead of after
 * their 0.2–0.4 s animations. Followed while the page is open, as the setting changes.
 */
export function followReducedMotion(win: Pick<Window, 'matchMedia'> = window): void {
  const query = typeof win.matchMedia === 'function' ? win.matchMedia('(prefers-reduced-motion: reduce)') : undefined;
  if (!query) return;
  const follow = () => {
    config.disabled = query.matches;
  };
  follow();
  query.addEventListener('change', follow);
}
