// How a page of the run gets to a route: inside the loaded console when it shows a shell route as a fresh load would
// and goes to another (no reload: three times cheaper on two cores; the shell takes the module in view from the
// route, as a fresh load does), or from one wall screen to another; loaded afresh otherwise — the home page (it has
// no module of its own and shows the module last in view, where a fresh load shows the first), the first wall screen
// and the first route after one (the shell would keep the tabs it had), the lock screen, or a page whose last state
// was not undone or led elsewhere (goInApp checks the address and the tabs). Either way the page ends looking as a
// fresh load of the route does.
import type { BrowserContext, Page } from '@playwright/test';
import { goInApp, openPage, settle } from './page.ts';
import { onWall, type RouteShot } from './plan.ts';

export const HOME = '/wel/index';

/** Whether a route is drawn in the console's shell: a menu route (it has a module), not a wall screen. */
const inShell = (item: RouteShot) => item.module !== '' && !onWall(item);

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
    const inApp =
      from && inShell(from) && inShell(item) && item.route !== HOME
        ? await goInApp(this.page, from.route, item.route, HOME)
        : from && onWall(from) && onWall(item) && (await goInApp(this.page, from.route, item.route));
    if (!inApp) await this.page.goto(`${this.baseUrl}${item.route}`, { waitUntil: 'domcontentloaded' });
    const settled = await settle(this.page, this.inflight);
    if (inShell(item) || onWall(item)) this.here = item;
    return settled;
  }

  /** The page no longer looks as a fresh load of its route does (a state left something open, a step failed). */
  lost(): void {
    this.here = undefined;
  }
}
