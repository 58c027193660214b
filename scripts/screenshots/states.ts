// The states a route alone does not show, each opened through the real page: the header's dialogs and menu
// search; on a CRUD screen its add dialog (or the page its add button opens), the validation message of saving the
// dialog empty, an empty list (a search that finds nothing); the picker dialog of a screen that has one. (The
// screen whose data failed to load is shot by run.ts, in a page of its own whose every call but the shell's fails.)
import type { Page } from '@playwright/test';

/** Waits until the page is drawn and quiet again after a step (run.ts gives the page's settle). */
export type Quiet = () => Promise<unknown>;

export interface State {
  name: string;
  /**
   * Opens the state on the page already showing the route, and leaves the page quiet; false when the page has no
   * such state. What a step brought is looked for once the page is quiet after it, not waited for: a state most
   * screens lack (an add button that opens a page rather than a dialog, a search that still finds something) costs
   * a moment, not a time-out.
   */
  open: (page: Page, quiet: Quiet) => Promise<boolean>;
  /**
   * How the page gets back to the route's own look afterwards: `escape` closes what the state opened (a dialog, an
   * overlay) — the page is loaded afresh if that does not work; `reload` loads it afresh; `keep` leaves it open for
   * the next state to go on from; `leave` means it stays as it is, fit only for going to the next route (such a
   * state comes last).
   */
  after: 'escape' | 'reload' | 'keep' | 'leave';
}

const visible = async (page: Page, selector: string) => (await page.locator(selector).count()) > 0 && page.locator(selector).first().isVisible();

const click = async (page: Page, selector: string) => {
  if (!(await visible(page, selector))) return false;
  await page.locator(selector).first().click();
  return true;
};

/** Whether something matching the selector shows once the page is quiet. */
const shows = async (page: Page, quiet: Quiet, selector: string) => {
  await quiet();
  return (await page.locator(selector).filter({ visible: true }).count()) > 0;
};

const OPEN_MS = 5_000;

/**
 * Whether what a click asked for opens: like `shows`, but given a moment more after the page is quiet. A dialog that
 * loads its code on first open (the error log's) came after the quiet window when the server was cold — the first
 * run after a start — and the state was missing from that run only.
 */
const opens = async (page: Page, quiet: Quiet, selector: string) => {
  await quiet();
  const opened = await page
    .locator(selector)
    .filter({ visible: true })
    .first()
    .waitFor({ timeout: OPEN_MS })
    .then(() => true)
    .catch(() => false);
  // a dialog that came late is drawn and still before its shot, as one that came in time is
  if (opened) await quiet();
  return opened;
};
const DIALOG = '.arco-modal, .arco-drawer';
const ADD = '.crud [data-testid$="-add"]';

/** Header states, shot once per account on the home page. */
export const HOME_STATES: State[] = [
  { name: 'theme-dialog', open: async (page, quiet) => (await click(page, '[data-testid="theme-button"]')) && opens(page, quiet, DIALOG), after: 'escape' },
  { name: 'error-log', open: async (page, quiet) => (await click(page, '[data-testid="error-log-button"]')) && opens(page, quiet, DIALOG), after: 'escape' },
  {
    name: 'menu-search',
    open: async (page, quiet) => {
      if (!(await click(page, '[data-testid="menu-search-button"]'))) return false;
      await page.keyboard.type('管理');
      await quiet();
      return true;
    },
    after: 'reload',
  },
];

/** States of a screen, tried on every route. */
export const ROUTE_STATES: State[] = [
  // the validation state goes on from the open dialog
  {
    name: 'add-dialog',
    open: async (page, quiet) => {
      const at = page.url();
      if (!(await click(page, ADD))) return false;
      // the add form in a dialog, or on a page of its own (a tab of its own: the page no longer shows the route)
      return (await shows(page, quiet, DIALOG)) || page.url() !== at;
    },
    after: 'keep',
  },
  {
    name: 'validation',
    open: async (page, quiet) => {
      // the dialog the add-dialog state left open, or one opened now; saved by its primary footer button
      const dialog = page.locator('.arco-modal-wrapper:visible, .arco-drawer-wrapper:visible').last();
      const save = dialog.locator('[data-testid$="-save"], .arco-modal-footer .arco-btn-primary, .arco-drawer-footer .arco-btn-primary').last();
      const open = (await dialog.count()) > 0;
      if (!open && !((await click(page, ADD)) && (await shows(page, quiet, DIALOG)))) return false;
      if (!(await save.isVisible()) || !(await save.isEnabled())) return false;
      await save.click();
      return shows(page, quiet, '.arco-form-message');
    },
    after: 'escape',
  },
  {
    name: 'picker',
    open: async (page, quiet) => (await click(page, '.picker-field [data-testid$="-open"]')) && opens(page, quiet, DIALOG),
    after: 'escape',
  },
  {
    name: 'empty',
    open: async (page, quiet) => {
      const input = page.locator('.crud-search input[type="text"], .crud-search input:not([type])').first();
      if (!(await input.count()) || !(await input.isVisible())) return false;
      await input.fill('无此数据-zz');
      await input.press('Enter');
      return shows(page, quiet, '.arco-empty, .status-empty');
    },
    // the search stays filled in: the last state of a route
    after: 'leave',
  },
];

/** Closes what a state opened; whether the page is back to the route's own look (no dialog or overlay left). */
export async function escape(page: Page): Promise<boolean> {
  await page.keyboard.press('Escape');
  return page
    .locator('.arco-modal-wrapper:visible, .arco-drawer-wrapper:visible')
    .first()
    .waitFor({ state: 'detached', timeout: 3000 })
    .then(() => true)
    .catch(() => false);
}
