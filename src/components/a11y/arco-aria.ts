import { i18n } from '../../lib/i18n';
import './i18n';
import { menuKeys, popMenuKeys } from './menu-keys';

// Arco (2.66) emits ARIA that the WCAG 2.1 checks (axe-core) refuse, in parts it gives us no prop for. This is the
// one place that corrects it, in the DOM, as Arco draws (docs/decisions/0014-arco-aria-patched-in-one-place.md):
//
// - Menu: every sub-menu header is a bare <div tabindex="0" aria-expanded …> with no role — aria-expanded and
//   aria-haspopup are not allowed without one (`aria-allowed-attr`), and a `menu` may not own a focusable element
//   without a role (`aria-required-children`). It becomes a `menuitem`.
// - Tabs: the tabs (role="tab") have no `tablist` around them (`aria-required-parent`); an editable tab holds its
//   close button (a focusable role="button", `nested-interactive`); a tab names a panel that is not there or not
//   shown in aria-controls (`aria-valid-attr-value`). The header becomes the tablist; the close button leaves the
//   accessibility tree and the tab order (the mouse still clicks it) and Delete on the tab closes it instead, as
//   the WAI-ARIA tabs pattern has it; aria-controls naming no shown panel goes.
// - Pagination: the page-size box is a <div aria-label> with no role (`aria-prohibited-attr`): a `group`.
// - Tree: the top level says aria-level="0" (`aria-valid-attr-value`; levels count from 1): every level + 1.
// - Table: the selection checkboxes have no name (`label`): 全选 / 选择此行; a tree table's expand buttons hold only an
//   icon (`button-name`): 展开/收起 — in the user's language.
// - Select, TreeSelect: the input inside the box has no name (`label`): the name of its form field (or the box's
//   placeholder); the one a TreeSelect hides with aria-hidden stays focusable (`aria-hidden-focus`): out of the tab order.
//
// - Table with a fixed height (scroll.y): its body scrolls, and holding no control (rows of text only) it cannot be
//   scrolled by the keyboard (`scrollable-region-focusable`): while it scrolls and holds none, it takes focus itself,
//   as a named group (表格内容（可滚动）), so the arrows scroll it.
// - Modal, Drawer: focus is locked inside while open, but not given back when they close (Arco's FocusLock is drawn
//   without returnFocus): it falls to <body>, and a keyboard user starts again from the top of the page. The
//   control that opened the dialog takes it back (returnFocus).
// - Menu, a pop-up sub-menu (the module bar's 更多): opened by Right, its items out of the keyboard's reach — the
//   keys that reach them are popMenuKeys in ./menu-keys.ts.
// - Menu, vertical: announced as a menu, but every item a tab stop and no arrow keys. A menu marked data-menu-keys (the
//   sidebar) gets the menu pattern's keys, menuKeys in ./menu-keys.ts (docs/decisions/0015-sidebar-menu-keys.md).
//
// Remove a part when Arco draws it right itself.

const MENU_HEADERS = '.arco-menu-inline-header, .arco-menu-pop-header';
const TAB = '.arco-tabs-header-title';
const PAGE_SIZE = '.arco-pagination-option[aria-label]';
const TREE_ITEM = '.arco-tree-node[aria-level]';
const TABLE_CHECKBOX = '.arco-table-th .arco-checkbox > input, .arco-table-td .arco-checkbox > input, .arco-table-td .arco-radio > input';
const EXPAND = '.arco-table-cell-expand-icon > button';
const SELECT_INPUT = '.arco-select-view-input, .arco-tree-select-view-input';
const SCROLL_BODY = '.arco-table-body';
/** A vertical menu that takes the menu pattern's keys (the sidebar marks itself so). */
const MENU_WITH_KEYS = '[data-menu-keys]';
const ANY = [MENU_HEADERS, TAB, PAGE_SIZE, TREE_ITEM, TABLE_CHECKBOX, EXPAND, SELECT_INPUT, SCROLL_BODY].join(', ');
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

const set = (element: Element, name: string, value: string) => element.getAttribute(name) !== value && element.setAttribute(name, value);

/** Closes the focused tab on Delete (its close button is out of the tab order). */
function onTabKey(event: KeyboardEvent) {
  if (event.key !== 'Delete') return;
  const tab = (event.target as Element | null)?.closest?.(TAB);
  const close = tab?.querySelector<HTMLElement>('.arco-tabs-close-icon');
  if (!close || tab?.getAttribute('aria-disabled') === 'true') return;
  event.preventDefault();
  close.click();
}

function fixTab(tab: Element) {
  const list = tab.parentElement;
  if (list && list.getAttribute('role') !== 'tablist') {
    list.setAttribute('role', 'tablist');
    list.addEventListener('keydown', onTabKey);
  }
  const close = tab.querySelector('.arco-tabs-close-icon');
  if (close) {
    close.removeAttribute('role');
    close.removeAttribute('aria-label');
    set(close, 'tabindex', '-1');
    set(close, 'aria-hidden', 'true');
    set(tab, 'aria-keyshortcuts', 'Delete');
  }
  const panel = tab.getAttribute('aria-controls');
  const shown = panel ? tab.ownerDocument.getElementById(panel) : null;
  // a panel not drawn (the console's tab bar keeps its pages elsewhere) is no panel a screen reader can go to
  if (panel && !shown?.getClientRects().length) tab.removeAttribute('aria-controls');
}

/** What aria-level Arco meant (it counts from 0): written once, so a second pass does not count again. */
function fixTreeLevel(item: Element) {
  const level = item.getAttribute('aria-level');
  if (level === null || (item as HTMLElement).dataset.ariaLevel === level) return;
  const fixed = String(Number(level) + 1);
  (item as HTMLElement).dataset.ariaLevel = fixed;
  item.setAttribute('aria-level', fixed);
}

function fixCheckbox(input: Element) {
  if (input.hasAttribute('data-aria-named')) return;
  input.setAttribute('data-aria-named', '');
  input.setAttribute('aria-label', i18n.t(input.closest('.arco-table-th') ? 'a11y:selectAll' : 'a11y:selectRow'));
}

/** The name a select's input takes: its form field's label, else what the box shows as its placeholder. */
function fixSelectInput(input: Element) {
  // hidden from screen readers, so out of the tab order too (and back in when shown again)
  if (input.getAttribute('aria-hidden') === 'true') {
    set(input, 'tabindex', '-1');
    input.setAttribute('data-aria-untabbed', '');
  } else if (input.hasAttribute('data-aria-untabbed')) {
    input.removeAttribute('tabindex');
    input.removeAttribute('data-aria-untabbed');
  }
  if (input.hasAttribute('data-aria-named') || input.hasAttribute('aria-label') || input.hasAttribute('aria-labelledby')) return;
  const box = input.closest('.arco-select, .arco-tree-select');
  const label = input.closest('.arco-form-item')?.querySelector('.arco-form-label-item label')?.textContent;
  const name = (box?.getAttribute('aria-label') ?? label ?? box?.querySelector('.arco-select-view-value, .arco-tree-select-view-value')?.textContent ?? '')
    .replace(/[*：:]/g, '')
    .trim();
  if (!name) return;
  input.setAttribute('data-aria-named', '');
  input.setAttribute('aria-label', name);
}

/** The table bodies to look at once drawn (their size is known only after layout): at the next frame, each once. */
const scrollBodies = new Set<HTMLElement>();
function checkScrollBodies() {
  for (const body of scrollBodies) {
    const scrolls = body.isConnected && (body.scrollHeight > body.clientHeight + 1 || body.scrollWidth > body.clientWidth + 1);
    const ours = body.hasAttribute('data-aria-scroll');
    if (scrolls && !body.querySelector(TABBABLE)) {
      if (!ours) {
        body.setAttribute('data-aria-scroll', '');
        body.setAttribute('tabindex', '0');
        body.setAttribute('role', 'group');
        body.setAttribute('aria-label', i18n.t('a11y:scrollRows'));
      }
    } else if (ours && !scrolls) {
      for (const name of ['data-aria-scroll', 'tabindex', 'role', 'aria-label']) body.removeAttribute(name);
    }
  }
  scrollBodies.clear();
}
function fixScrollBody(body: HTMLElement) {
  if (!scrollBodies.size) requestAnimationFrame(checkScrollBodies);
  scrollBodies.add(body);
}

function fix(element: Element) {
  if (element.matches(MENU_HEADERS)) set(element, 'role', 'menuitem');
  else if (element.matches(TAB)) fixTab(element);
  else if (element.matches(PAGE_SIZE)) set(element, 'role', 'group');
  else if (element.matches(TREE_ITEM)) fixTreeLevel(element);
  else if (element.matches(TABLE_CHECKBOX)) fixCheckbox(element);
  else if (element.matches(EXPAND)) set(element, 'aria-label', i18n.t('a11y:expandRow'));
  else if (element.matches(SELECT_INPUT)) fixSelectInput(element);
  else if (element.matches(SCROLL_BODY)) fixScrollBody(element as HTMLElement);
}

/** The menus given their keys already (each once; the keys go with the menu when it is removed). */
const keyed = new WeakSet<Element>();

/** Gives a marked menu its keys: after its items were corrected (a sub-menu header is a menu item only then). */
function keyMenus(root: Element) {
  for (const menu of root.matches(MENU_WITH_KEYS) ? [root] : root.querySelectorAll(MENU_WITH_KEYS)) {
    if (keyed.has(menu)) continue;
    keyed.add(menu);
    menuKeys(menu as HTMLElement);
  }
}

/** Corrects what Arco drew under `root` (and root itself); idempotent. */
export function patchArcoAria(root: Element): void {
  if (root.matches(ANY)) fix(root);
  for (const element of root.querySelectorAll(ANY)) fix(element);
  // rows drawn into a table body change whether it scrolls
  const body = root.parentElement?.closest<HTMLElement>(SCROLL_BODY);
  if (body) fixScrollBody(body);
  keyMenus(root);
}

const DIALOG = '.arco-modal-wrapper, .arco-drawer-wrapper';
/** Pop-ups (a dropdown, a select's list): what opens a dialog from one is gone with it — its trigger takes focus back. */
const POPUP = '.arco-trigger';

/** Each open dialog and the control focused before it: the one to give focus back to. */
const openers = new Map<HTMLElement, { opener: HTMLElement; watch: MutationObserver }>();
let lastFocused: HTMLElement | undefined;

const closed = (dialog: HTMLElement) => !dialog.isConnected || dialog.style.display === 'none' || dialog.classList.contains('arco-drawer-wrapper-hide');

/** Gives focus back to the opener of each dialog that has closed — if focus is lost (on <body>) or still in the dialog. */
function returnFocus() {
  for (const [dialog, { opener, watch }] of openers) {
    if (!closed(dialog)) continue;
    openers.delete(dialog);
    watch.disconnect();
    const active = dialog.ownerDocument.activeElement;
    const lost = !active || active === dialog.ownerDocument.body || dialog.contains(active);
    if (lost && opener.isConnected) opener.focus({ preventScroll: true });
  }
}

function onFocusIn(event: FocusEvent) {
  const target = event.target as HTMLElement | null;
  if (!target?.closest) return;
  const dialog = target.closest<HTMLElement>(DIALOG);
  if (dialog && !openers.has(dialog) && lastFocused && !dialog.contains(lastFocused)) {
    const watch = new MutationObserver(returnFocus);
    watch.observe(dialog, { attributes: true, attributeFilter: ['style', 'class'] });
    openers.set(dialog, { opener: lastFocused, watch });
  }
  if (!target.closest(POPUP)) lastFocused = target;
}

let watching: MutationObserver | undefined;

/**
 * Corrects the document now and whatever Arco adds to it from now on (pop-ups and dialogs too: portals under
 * <body>), and gives focus back to a dialog's opener when it closes; once per document. Only the nodes added are
 * looked into, so a table redrawn costs little. A change of language renames the selection checkboxes.
 */
export function watchArcoAria(doc: Document = document): void {
  if (watching || !doc.body) return;
  patchArcoAria(doc.body);
  watching = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') patchArcoAria(record.target as Element);
      else for (const node of record.addedNodes) if (node.nodeType === 1) patchArcoAria(node as Element);
    }
    // a dialog taken out of the page (unmountOnExit) closes too
    if (openers.size) returnFocus();
  });
  doc.addEventListener('focusin', onFocusIn, true);
  popMenuKeys(doc);
  // aria-hidden too: a TreeSelect hides its input by it after drawing it
  watching.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
  i18n.on('languageChanged', () => {
    for (const body of doc.querySelectorAll('[data-aria-scroll]')) body.setAttribute('aria-label', i18n.t('a11y:scrollRows'));
    for (const input of doc.querySelectorAll('[data-aria-named]')) {
      input.removeAttribute('data-aria-named');
      input.removeAttribute('aria-label');
    }
    patchArcoAria(doc.body);
  });
}
