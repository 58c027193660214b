// The states a route alone does not show, each opened through the real page: the header's dialogs and menu
// search; on a CRUD screen its add dialog, the validation message of saving it empty, an empty list (a search
// that finds nothing) and the screen when its data failed to load (its own requests aborted on purpose); the
// picker dialog of a screen that has one.
import type { Page } from '@playwright/test';

export interface State {
  name: string;
  /** opens the state on the page already showing the route; false when the page has no such state */
  open: (page: Page) => Promise<boolean>;
  /** whether the page must be loaded afresh afterwards */
  dirty?: boolean;
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
  { name: 'theme-dialog', open: async (page) => (await click(page, '[data-testid="theme-button"]')) && dialogShown(page), dirty: true },
  { name: 'error-log', open: async (page) => (await click(page, '[data-testid="error-log-button"]')) && dialogShown(page), dirty: true },
  {
    name: 'menu-search',
    open: async (page) => {
      if (!(await click(page, '[data-testid="menu-search-button"]'))) return false;
      await page.keyboard.type('管理');
      return true;
    },
    dirty: true,
  },
];

/** States of a screen, tried on every route. */
export const ROUTE_STATES: State[] = [
  { name: 'add-dialog', open: async (page) => (await click(page, '.crud [data-testid$="-add"]')) && dialogShown(page), dirty: true },
  {
    name: 'validation',
    open: async (page) => {
      if (!((await click(page, '.crud [data-testid$="-add"]')) && (await dialogShown(page)))) return false;
      const save = page.locator('.arco-modal [data-testid$="-save"], .arco-drawer [data-testid$="-save"]').last();
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
    dirty: true,
  },
  {
    name: 'picker',
    open: async (page) => (await click(page, '.picker-field [data-testid$="-open"]')) && dialogShown(page),
    dirty: true,
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
    dirty: true,
  },
];
