// How a page of the run gets to a route: inside the loaded console when it already shows a route of the same module
// as a fresh load would (no reload: three times cheaper on two cores), loaded afresh otherwise — another module
// (the sidebar and module bar would differ: a page with no module of its own, the home page, shows the module in
// view), a wall screen, the lock screen, or a page whose last state was not undone. Either way the page ends looking
// as a fresh load of the route does.
import type { BrowserContext, Page } from '@playwright/test';
import { goInApp, openPage, settle } from './page.ts';
import type { RouteShot } from './plan.ts';

export const HOME = '/wel/index';

/** Whether a route is drawn in the console's shell: a menu route (it has a module), not a wall screen. */
const inShell = (item: RouteShot) => item.module !== '' && !item.route.startsWith('/bigscreen');

export class Visitor {
  readonly page: Page;
  readonly errors: string[];
  readonly inflight: () => number;
  private readonly baseUrl: string;
  /** the route the page shows as a fresh load would, when it does */
  private here: RouteShot | undefined;

  private constructor(opened: Awaited<ReturnType<typeof openPage>>, baseUrl: string) {
    this.page = opened.page;
    this.errors = opened.errors;
    this.inflight = opened.inflight;
    this.baseUrl = baseUrl;
  }

  static async open(context: BrowserContext, baseUrl: string, options?: Parameters<typeof openPage>[1]): Promise<Visitor> {
    return new Visitor(await openPage(context, options), baseUrl);
  }

  /** Goes to the route and waits for the page to settle; whether it did within the budget. */
  async arrive(item: RouteShot): Promise<boolean> {
    this.errors.length = 0;
    const from = this.here;
    this.here = undefined;
    if (from && from.module === item.module && inShell(item)) await goInApp(this.page, from.route, item.route, HOME);
    else await this.page.goto(`${this.baseUrl}${item.route}`, { waitUntil: 'domcontentloaded' });
    const settled = await settle(this.page, this.inflight);
    if (inShell(item)) this.here = item;
    return settled;
  }

  /** The page no longer looks as a fresh load of its route does (a state left something open, a step failed). */
  lost(): void {
    this.here = undefined;
  }
}
