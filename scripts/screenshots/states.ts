// The states a route alone does not show, each opened through the real page: the header's dialogs and menu
// search; on a CRUD screen its add dialog, the validation message of saving it empty, an empty list (a search
// that finds nothing); the picker dialog of a screen that has one. (The screen whose data failed to load is shot
// by run.ts, in a page of its own whose every call but the shell's is aborted.)
import type { Page } from '@playwright/test';

export interface State {
  name: string;
  /** opens the state on the page already showing the route; false when the page has no such state */
  open: (page: Page) => Promise<boolean>;
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

const dialogShown = (page: Page) =>
  page
    .locator('.arco-modal, .arco-drawer')
    .last()
    .waitFor({ state: 'visible', timeout: 5000 })
    .then(() => true)
    .catch(() => false);

/** Header states, shot once per account on the home page. */
export const HOME_STATES: State[] = [
  { name: 'theme-dialog', open: async (page) => (await click(page, '[data-testid="theme-button"]')) && dialogShown(page), after: 'escape' },
  { name: 'error-log', open: async (page) => (await click(page, '[data-testid="error-log-button"]')) && dialogShown(page), after: 'escape' },
  {
    name: 'menu-search',
    open: async (page) => {
      if (!(await click(page, '[data-testid="menu-search-button"]'))) return false;
      await page.keyboard.type('管理');
      return true;
    },
    after: 'reload',
  },
];

/** States of a screen, tried on every route. */
export const ROUTE_STATES: State[] = [
  // the validation state goes on from the open dialog
  { name: 'add-dialog', open: async (page) => (await click(page, '.crud [data-testid$="-add"]')) && dialogShown(page), after: 'keep' },
  {
    name: 'validation',
    open: async (page) => {
      // the dialog the add-dialog state left open, or one opened now; saved by its primary footer button
      const dialog = page.locator('.arco-modal-wrapper:visible, .arco-drawer-wrapper:visible').last();
      const save = dialog.locator('[data-testid$="-save"], .arco-modal-footer .arco-btn-primary, .arco-drawer-footer .arco-btn-primary').last();
      const open = (await dialog.count()) > 0;
      if (!open && !((await click(page, '.crud [data-testid$="-add"]')) && (await dialogShown(page)))) return false;
      // a dialog still loading its record has nothing to validate yet
      await save.waitFor({ state: 'visible' });
      if (!(await save.isEnabled())) return false;
      await save.click();
      return page
        .locator('.arco-form-message')
        .first()
        .waitFor({ state: 'visible', timeout: 5000 })
        .then(() => true)
        .catch(() => false);
    },
    after: 'escape',
  },
  {
    name: 'picker',
    open: async (page) => (await click(page, '.picker-field [data-testid$="-open"]')) && dialogShown(page),
    after: 'escape',
  },
  {
    name: 'empty',
    open: async (page) => {
      const input = page.locator('.crud-search input[type="text"], .crud-search input:not([type])').first();
      if (!(await input.count()) || !(await input.isVisible())) return false;
      await input.fill('无此数据-zz');
      await input.press('Enter');
      return page
        .locator('.arco-empty, .status-empty')
        .first()
        .waitFor({ state: 'visible', timeout: 5000 })
        .then(() => true)
        .catch(() => false);
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
