// The WAI-ARIA menu pattern's keys for a vertical Arco menu (the sidebar), which Arco announces as a `menu` but
// moves through by Tab only, every item a tab stop (docs/decisions/0015-sidebar-menu-keys.md):
//
// - one tab stop: the page's own item (else the first), the others out of the tab order (a roving tabindex);
// - Down / Up: the next / previous item of the same (sub-)menu, round at the ends; Home / End: its first / last;
// - Right (or Enter, Arco's own) on a sub-menu header: opens it, and Right goes on to its first item;
// - Left: on an open header closes it; inside a sub-menu, closes it and goes back to its header;
// - a letter: the next item of the same menu starting with it.
//
// Enter on an item opens its page (Arco's own). A sub-menu that opens draws its items a moment later (the sidebar
// draws only the open branches): the move to the first item waits for them.

const ITEM = '[role="menuitem"]';
const SUB_MENU = '.arco-menu-inline';
const INLINE_HEADER = '.arco-menu-inline-header';
const HEADER = `${INLINE_HEADER}, .arco-menu-pop-header`;
const CONTENT = '.arco-menu-inline-content';

/** The sub-menu an element heads, if it is a sub-menu header. */
const subMenuOf = (item: Element) => (item.matches(HEADER) ? item.closest(SUB_MENU) : null);
const headerOf = (subMenu: Element) => subMenu.querySelector<HTMLElement>(`:scope > ${INLINE_HEADER}`);
const isOpen = (item: Element) => item.getAttribute('aria-expanded') === 'true';

/** The (sub-)menu an item belongs to: its nearest sub-menu content, else the menu. */
const ownerOf = (item: Element, menu: HTMLElement) => item.parentElement?.closest(CONTENT) ?? menu;

/** Whether every sub-menu around an item is open (a closed one keeps its items drawn, folded away). */
function reachable(item: Element, menu: HTMLElement): boolean {
  for (let content = ownerOf(item, menu); content !== menu; content = ownerOf(content, menu)) {
    const header = content.parentElement ? headerOf(content.parentElement) : null;
    if (!header || !isOpen(header)) return false;
  }
  return !item.matches('[aria-disabled="true"]');
}

const itemsOf = (owner: Element, menu: HTMLElement) =>
  [...owner.querySelectorAll<HTMLElement>(ITEM)].filter((item) => ownerOf(item, menu) === owner && reachable(item, menu));

/** One tab stop: `current` if given, else the page's own item if it can be reached, else the last stop, else the first. */
function rove(menu: HTMLElement, current?: HTMLElement) {
  const all = [...menu.querySelectorAll<HTMLElement>(ITEM)];
  const open = (item: HTMLElement) => reachable(item, menu);
  const stop =
    current ??
    all.find((item) => item.hasAttribute('aria-current') && open(item)) ??
    all.find((item) => item.matches('.arco-menu-selected') && open(item)) ??
    all.find((item) => item.dataset.rove === 'stop' && open(item)) ??
    all.find(open);
  for (const item of all) {
    const tabindex = item === stop ? '0' : '-1';
    if (item.getAttribute('tabindex') !== tabindex) item.setAttribute('tabindex', tabindex);
    if (item === stop) item.dataset.rove = 'stop';
    else delete item.dataset.rove;
  }
}

function focus(menu: HTMLElement, item: HTMLElement | undefined) {
  if (!item) return;
  rove(menu, item);
  item.focus();
}

/** Waits (a frame at a time, up to half a second) for a sub-menu just opened to draw its items. */
function whenDrawn(subMenu: Element, menu: HTMLElement, then: (first: HTMLElement) => void) {
  const content = subMenu.querySelector(`:scope > ${CONTENT}`);
  const started = performance.now();
  const look = () => {
    const first = content ? itemsOf(content, menu)[0] : undefined;
    if (first) then(first);
    else if (performance.now() - started < 500) requestAnimationFrame(look);
  };
  look();
}

function onKeyDown(menu: HTMLElement, event: KeyboardEvent) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const item = (event.target as Element | null)?.closest?.<HTMLElement>(ITEM);
  if (!item || !menu.contains(item)) return;
  const owner = ownerOf(item, menu);
  const siblings = itemsOf(owner, menu);
  const index = siblings.indexOf(item);
  const subMenu = subMenuOf(item);
  let handled = true;
  switch (event.key) {
    case 'ArrowDown':
      focus(menu, siblings[(index + 1) % siblings.length]);
      break;
    case 'ArrowUp':
      focus(menu, siblings[(index - 1 + siblings.length) % siblings.length]);
      break;
    case 'Home':
      focus(menu, siblings[0]);
      break;
    case 'End':
      focus(menu, siblings.at(-1));
      break;
    case 'ArrowRight':
      // (a folded menu's headers open their pop-ups as Arco has it)
      if (subMenu && item.matches(INLINE_HEADER)) {
        if (!isOpen(item)) item.click();
        whenDrawn(subMenu, menu, (first) => focus(menu, first));
      } else handled = false;
      break;
    case 'ArrowLeft':
      if (subMenu && isOpen(item)) item.click();
      else if (owner !== menu) {
        const header = owner.parentElement ? headerOf(owner.parentElement) : null;
        if (header) {
          if (isOpen(header)) header.click();
          focus(menu, header);
        }
      } else handled = false;
      break;
    default:
      if (event.key.length === 1 && event.key.trim()) {
        const letter = event.key.toLocaleLowerCase();
        const after = [...siblings.slice(index + 1), ...siblings.slice(0, index + 1)];
        focus(
          menu,
          after.find((candidate) => candidate.textContent?.trim().toLocaleLowerCase().startsWith(letter)),
        );
      } else handled = false;
  }
  if (handled) {
    event.preventDefault();
    event.stopPropagation();
  }
}

/** Gives a vertical Arco menu the menu pattern's keys and one tab stop; returns what undoes it. */
export function menuKeys(menu: HTMLElement): () => void {
  const keys = (event: KeyboardEvent) => onKeyDown(menu, event);
  const focused = (event: FocusEvent) => {
    const item = (event.target as Element | null)?.closest?.<HTMLElement>(ITEM);
    if (item && menu.contains(item)) rove(menu, item);
  };
  // items drawn or redrawn (a branch opened, another page selected): still one tab stop
  const redrawn = new MutationObserver(() => {
    const active = menu.ownerDocument.activeElement?.closest<HTMLElement>(ITEM);
    rove(menu, active && menu.contains(active) ? active : undefined);
  });
  rove(menu);
  menu.addEventListener('keydown', keys);
  menu.addEventListener('focusin', focused);
  redrawn.observe(menu, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-expanded', 'aria-current'] });
  return () => {
    menu.removeEventListener('keydown', keys);
    menu.removeEventListener('focusin', focused);
    redrawn.disconnect();
  };
}

// A pop-up sub-menu (the module bar's 更多, a folded sidebar's branches): Arco opens it on Right (and on hover) but
// leaves focus on its header, and its items, drawn in a pop-up at the end of the page, are out of reach of the
// keyboard. Down, Right, Enter or Space on the header open it and move to its first item; in it, Up / Down / Home / End
// move, Escape or Left close it and go back to the header, and focus comes back to the header when an item is chosen.

const POP_HEADER = '.arco-menu-pop-header';

/** A key event Arco's own handlers read (they look at keyCode). */
const arcoKey = (target: Element, key: 'ArrowRight' | 'ArrowLeft') =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, keyCode: key === 'ArrowRight' ? 39 : 37, which: key === 'ArrowRight' ? 39 : 37, bubbles: true }));

const popupOf = (header: Element) => {
  const id = header.getAttribute('aria-controls');
  return id ? header.ownerDocument.getElementById(id) : null;
};

const popupItems = (popup: Element) =>
  [...popup.querySelectorAll<HTMLElement>(ITEM)].filter((item) => item.closest('[role="menu"]') === popup && !item.matches('[aria-disabled="true"]'));

function onPopKey(event: KeyboardEvent) {
  if (event.altKey || event.ctrlKey || event.metaKey || !event.isTrusted) return;
  const target = event.target as Element | null;
  const header = target?.closest?.<HTMLElement>(POP_HEADER);
  if (header && ['ArrowDown', 'ArrowRight', 'Enter', ' '].includes(event.key)) {
    // Right opens it by Arco's own handler; the others open it as Right does
    if (event.key !== 'ArrowRight') {
      event.preventDefault();
      event.stopPropagation();
      arcoKey(header, 'ArrowRight');
    }
    const started = performance.now();
    const look = () => {
      const popup = popupOf(header);
      const first = popup && popup.getClientRects().length ? popupItems(popup)[0] : undefined;
      if (first) first.focus();
      else if (performance.now() - started < 600) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
    return;
  }
  const popup = target?.closest?.<HTMLElement>('[role="menu"]');
  const opener = popup?.id ? target!.ownerDocument.querySelector<HTMLElement>(`${POP_HEADER}[aria-controls="${popup.id}"]`) : null;
  const item = target?.closest?.<HTMLElement>(ITEM);
  if (!popup || !opener || !item) return;
  const items = popupItems(popup);
  const index = items.indexOf(item);
  const to = (next: HTMLElement | undefined) => next?.focus();
  switch (event.key) {
    case 'ArrowDown':
      to(items[(index + 1) % items.length]);
      break;
    case 'ArrowUp':
      to(items[(index - 1 + items.length) % items.length]);
      break;
    case 'Home':
      to(items[0]);
      break;
    case 'End':
      to(items.at(-1));
      break;
    case 'Escape':
    case 'ArrowLeft':
    case 'Tab':
      opener.focus();
      arcoKey(opener, 'ArrowLeft');
      break;
    case 'Enter':
      // Arco chooses the item and closes the pop-up: focus goes back to where it was opened from
      setTimeout(() => {
        const active = opener.ownerDocument.activeElement;
        if (opener.isConnected && (!active || active === opener.ownerDocument.body || !active.isConnected || popup.contains(active))) opener.focus();
      });
      return;
    default:
      return;
  }
  event.preventDefault();
  event.stopPropagation();
}

/** Pop-up sub-menus reachable by the keyboard, in the whole document; once. */
export function popMenuKeys(doc: Document): void {
  doc.addEventListener('keydown', onPopKey);
}
