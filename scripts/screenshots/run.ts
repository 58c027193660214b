// `npm run screenshots`: signs in through the real form as each account, in each language, theme and size, and
// shoots every route its menus offer (and the states routes alone do not show), the public routes and the walls;
// writes the PNGs, manifest.json and index.html; compares with a baseline when asked.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { accountsFrom, type Account } from './accounts.ts';
import { byRule, checkPage, type Violation } from './axe.ts';
import { compare, updateBaseline, type Comparison } from './compare.ts';
import { galleryHtml } from './gallery.ts';
import type { Manifest, Shot } from './manifest.ts';
import { parseOptions, UsageError, wanted, type Options } from './options.ts';
import { atRoute, failCallsBut, lockSession, openContext, restPointer, settle, shoot, signIn, startLoads, type Look, type StorageState } from './page.ts';
import { HOME, Visitor } from './visitor.ts';
import { menuRoutes, PUBLIC_ROUTES, WALL_ROUTES, type RouteShot } from './plan.ts';
import { RouteQueue, type Cursor } from './queue.ts';
import { escape, HOME_STATES, ROUTE_STATES, type State } from './states.ts';
import { startTarget, type Target } from './server.ts';

const root = path.resolve(import.meta.dirname, '../..');

interface Job {
  look: Look & { size: string };
  /** undefined: the public routes, signed out */
  account?: Account;
  walls: boolean;
  /** the account in this look: shared by the jobs that shoot it */
  team: Team;
}

interface Ready {
  /** the signed-in browser storage the other jobs start from */
  storage: StorageState;
  /** the API paths the shell itself calls (never blocked for a load-failed shot) */
  shellCalls: Set<string>;
}

/**
 * One account in one look, shot by up to `workers` jobs at once, each in a browser context of its own (the pages
 * of one context share a window, and only the page in front draws). The first job signs in through the real form
 * and reads the menus; the others start from its signed-in storage — one session, so one sign-in per account and
 * look, and the home page's list of recent sign-ins is the same in every run. The jobs share the routes by a
 * RouteQueue (queue.ts), so they end together.
 */
interface Team {
  /** set by the first job; settles once it has signed in and filled `queue` (fails if it could not) */
  ready?: Promise<Ready>;
  /** what is left to shoot */
  queue?: RouteQueue;
}

/** A promise with the functions that settle it (Promise.withResolvers, once the project's library is ES2024). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

/** The lock screen: shot last in its context, with the session locked there. */
const LOCK = '/lock';

const slug = (route: string) => route.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'root';

class Shooter {
  readonly shots: Shot[] = [];
  private readonly options: Options;
  private readonly target: Target;
  constructor(options: Options, target: Target) {
    this.options = options;
    this.target = target;
  }

  private folder(job: Job) {
    return `${job.account?.account ?? 'public'}/${job.look.language}-${job.look.theme}-${job.look.size}`;
  }

  /** Shoots what the page shows now, recording what is not right about it; whether it was under construction. */
  private async record(page: Page, job: Job, item: RouteShot, state: string, started: number, errors: string[], settled: boolean): Promise<boolean> {
    const file = `${this.folder(job)}/${slug(item.route)}${state ? `--${state}` : ''}.png`;
    const info = await page.evaluate(() => ({
      title: document.title,
      placeholder: Boolean(document.querySelector('[data-testid="placeholder-page"]')),
      errorPage: document.querySelector('[data-testid="error-403"], [data-testid="error-404"], [data-testid="error-500"]')?.getAttribute('data-testid') ?? '',
      errorState: Boolean(document.querySelector('.status-panel.status-error')),
    }));
    const expectedFailure = state === 'load-failed' || PUBLIC_ROUTES.includes(item.route);
    const problems = [
      info.placeholder ? 'under construction' : '',
      info.errorPage && !expectedFailure ? info.errorPage.replace('error-', 'error page ') : '',
      info.errorState && !expectedFailure ? 'error state' : '',
      errors.length && !expectedFailure ? 'console errors' : '',
      settled ? '' : 'did not settle',
    ].filter(Boolean);
    mkdirSync(path.join(this.options.out, path.dirname(file)), { recursive: true });
    await restPointer(page);
    await shoot(page, path.join(this.options.out, file));
    // checked after the shot (the check changes nothing a shot shows, but the shot is the run's first purpose)
    const a11y = this.options.axe ? await checkPage(page) : undefined;
    if (a11y?.length)
      problems.push(
        `accessibility: ${byRule(a11y)
          .map(([rule, count]) => `${rule} ×${count}`)
          .join(', ')}`,
      );
    this.shots.push({
      file,
      route: item.route,
      state,
      title: info.title,
      user: job.account?.account ?? '(signed out)',
      kind: job.account?.kind ?? 'public',
      module: item.module,
      language: job.look.language,
      theme: job.look.theme,
      size: job.look.size,
      consoleErrors: [...errors],
      problems,
      ...(a11y ? { a11y } : {}),
      ms: Date.now() - started,
    });
    return info.placeholder;
  }

  /** A shot that could not be taken is recorded as such, never skipped silently. */
  private failed(job: Job, item: RouteShot, state: string, error: unknown, started: number) {
    this.shots.push({
      file: '',
      route: item.route,
      state,
      title: '',
      user: job.account?.account ?? '(signed out)',
      kind: job.account?.kind ?? 'public',
      module: item.module,
      language: job.look.language,
      theme: job.look.theme,
      size: job.look.size,
      consoleErrors: [],
      problems: [`not shot: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`],
      ms: Date.now() - started,
    });
  }

  /** The public routes, signed out. */
  private async publicRoutes(browser: Browser, job: Job): Promise<void> {
    const context = await openContext(browser, job.look);
    try {
      await startLoads(context, job.look);
      const visitor = await Visitor.open(context, this.target.baseUrl);
      for (const route of PUBLIC_ROUTES.filter((route) => wanted(this.options, route))) await this.visit(visitor, job, { route, module: '' }, '');
    } finally {
      await context.close();
    }
  }

  /** Signs in as the job's account through the real form and fills the team's modules from the menus. */
  private async signIn(main: Visitor, job: Job & { account: Account }, apiPaths: string[]): Promise<Ready> {
    await signIn(main.page, this.target.baseUrl, job.account, this.target.captchaCode);
    await settle(main.page, main.inflight);
    const shellCalls = new Set(apiPaths);
    const walls = job.walls ? WALL_ROUTES.map((route) => ({ route, module: '专项统计' })) : [];
    job.team.queue = new RouteQueue(
      [...(await menuRoutes(main.page)), ...walls].filter((item) => wanted(this.options, item.route)),
      // the lock screen locks the session: it comes last (the job that takes it has nothing after it)
      wanted(this.options, LOCK) ? [{ route: LOCK, module: '' }] : [],
    );
    return { storage: await main.page.context().storageState(), shellCalls };
  }

  async run(browser: Browser, job: Job): Promise<void> {
    if (!job.account) return this.publicRoutes(browser, job);
    const { team } = job;
    const lead = team.ready ? undefined : deferred<Ready>();
    if (lead) {
      team.ready = lead.promise;
      // the others wait on it and fail with it when this job stops before it has signed in (marked handled here:
      // the error reaches the run through this job)
      lead.promise.catch(() => undefined);
    }
    if (team.queue?.done) return;
    let context: BrowserContext | undefined;
    try {
      // opened while the first job signs in
      context = await openContext(browser, job.look);
      const main = await Visitor.open(context, this.target.baseUrl);
      const apiPaths: string[] = [];
      main.page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) apiPaths.push(url.pathname);
      });
      let ready: Ready;
      if (lead) {
        await startLoads(context, job.look);
        lead.resolve((ready = await this.signIn(main, { ...job, account: job.account }, apiPaths)));
      } else {
        // joining the team: in the first job's session, unless everything is taken already
        ready = await team.ready!;
        if (team.queue?.done) return;
        await startLoads(context, job.look, ready.storage);
      }
      const { shellCalls } = ready;
      let failing: Visitor | undefined;
      const cursor: Cursor = {};
      for (let item = team.queue!.next(cursor); item; item = team.queue!.next(cursor)) {
        if (item.route === LOCK) await lockSession(context);
        const before = apiPaths.length;
        const shown = await this.visit(main, job, item, '');
        // a screen under construction has no states worth a picture
        if (!this.options.states || shown !== 'screen') continue;
        const states = item.route === HOME ? [...HOME_STATES, ...ROUTE_STATES] : ROUTE_STATES;
        for (const [index, state] of states.entries()) {
          if (await this.state(main, job, item, state)) continue;
          main.lost();
          if (index === states.length - 1) break;
          // back to the route's own look for the next state; a route that no longer loads has no more states
          const next = states[index + 1]!.name;
          const back = await main.arrive(item).then(
            () => true,
            (error: unknown) => (this.failed(job, item, next, error, Date.now()), false),
          );
          if (!back) break;
        }
        // a screen that asked for nothing of its own has no data to fail
        const askedOwn = apiPaths.slice(before).some((call) => !shellCalls.has(call));
        if (item.route === HOME || !askedOwn) continue;
        // the screen when its data failed to load: in a page of its own (toasts hidden: several race each other)
        // whose every call but the shell's fails, as a network failure would; it moves between the routes as the
        // main page does; a page in the background draws slowly, so each in front while it works
        if (!failing) {
          failing = await Visitor.open(context, this.target.baseUrl, { hideToasts: true });
          await failCallsBut(failing.page, this.target.baseUrl, shellCalls);
        }
        await failing.page.bringToFront();
        await this.visit(failing, job, item, 'load-failed');
        await main.page.bringToFront();
      }
    } catch (error) {
      lead?.reject(error);
      throw error;
    } finally {
      await context?.close();
    }
  }

  /** Goes to a route and shoots it: what it showed, or `failed` when it could not be shot. */
  private async visit(visitor: Visitor, job: Job, item: RouteShot, state: string): Promise<'screen' | 'placeholder' | 'failed'> {
    const started = Date.now();
    try {
      const settled = await visitor.arrive(item);
      return (await this.record(visitor.page, job, item, state, started, visitor.errors, settled)) ? 'placeholder' : 'screen';
    } catch (error) {
      this.failed(job, item, state, error, started);
      visitor.lost();
      return 'failed';
    }
  }

  /** Opens and shoots a state; whether the page is back to the route's own look afterwards. */
  private async state({ page, errors, inflight }: Visitor, job: Job, item: RouteShot, state: State): Promise<boolean> {
    const started = Date.now();
    try {
      errors.length = 0;
      // a state opens with the page quiet: whether it settled within the budget the last time it was waited for
      let settled = true;
      const quiet = async () => (settled = await settle(page, inflight));
      // a step may have led to a page of its own (an add form on a page): the next state starts from the route again
      const away = () => !atRoute(page, item.route);
      // a state that did not come up may have left something open on its way (a dialog whose save was disabled)
      if (!(await state.open(page, quiet))) return !away() && (state.after === 'escape' ? escape(page) : true);
      await this.record(page, job, item, state.name, started, errors, settled);
      if (away()) return false;
      return state.after === 'escape' ? escape(page) : state.after !== 'reload';
    } catch (error) {
      this.failed(job, item, state.name, error, started);
      return false;
    }
  }
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(size, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

export interface RunResult {
  manifest: Manifest;
  exitCode: number;
  comparison?: Comparison;
}

/** One run: shoots, writes the gallery, compares when asked. */
export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<RunResult> {
  const accounts = accountsFrom(env.SCREENSHOT_ACCOUNTS);
  const options = parseOptions(
    argv,
    root,
    accounts.map((account) => account.account),
  );
  const chosen = options.users ? accounts.filter((account) => options.users!.includes(account.account)) : accounts;
  const started = Date.now();
  const target = await startTarget(root, env);
  const browser = await chromium.launch({
    executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none', '--disable-lcd-text'],
  });
  const shooter = new Shooter(options, target);
  try {
    rmSync(options.out, { recursive: true, force: true });
    mkdirSync(options.out, { recursive: true });
    const publicJobs: Job[] = [];
    const teams: Job[][] = [];
    for (const language of options.languages)
      for (const theme of options.themes)
        for (const size of options.sizes) {
          const look = { language, theme, width: size.width, height: size.height, size: size.name };
          if (!options.users) publicJobs.push({ look, walls: false, team: {} });
          chosen.forEach((account, index) => {
            const team: Team = {};
            teams.push(Array.from({ length: options.workers }, () => ({ look, account, walls: index === 0, team })));
          });
        }
    // a team's first job signs in while its others wait: it starts before the previous team's others, so a sign-in
    // runs beside another team's shots rather than beside jobs that wait for it
    const jobs = [...publicJobs, ...teams.flatMap((team, index) => [team[0]!, ...(teams[index - 1]?.slice(1) ?? [])]), ...(teams.at(-1)?.slice(1) ?? [])];
    await pool(jobs, options.workers, (job) => shooter.run(browser, job));
  } finally {
    await browser.close();
    target.stop();
  }
  const manifest: Manifest = {
    createdAt: new Date().toISOString(),
    baseUrl: target.baseUrl,
    seconds: Math.round((Date.now() - started) / 1000),
    shots: shooter.shots,
  };
  writeFileSync(path.join(options.out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(options.out, 'index.html'), galleryHtml(manifest));
  const problems = manifest.shots.filter((shot) => shot.problems.length).length;
  console.log(`${manifest.shots.length} images in ${manifest.seconds} s (${problems} with problems) → ${path.join(options.out, 'index.html')}`);
  let exitCode = 0;
  if (options.axe) {
    const failing = manifest.shots.filter((shot) => shot.a11y?.length);
    const all: Violation[] = failing.flatMap((shot) => shot.a11y!);
    console.log(`accessibility (WCAG 2.1 A/AA, serious or critical): ${all.length} in ${failing.length} of ${manifest.shots.length} pages`);
    if (all.length) {
      console.log(
        `  by rule: ${byRule(all)
          .map(([rule, count]) => `${rule} ${count}`)
          .join(', ')}`,
      );
      for (const shot of failing)
        for (const violation of shot.a11y!)
          console.log(
            `  ${shot.user} ${shot.language} ${shot.route}${shot.state ? ` (${shot.state})` : ''} — ${violation.rule} (${violation.impact}): ${violation.element}`,
          );
      exitCode = 1;
    }
  }
  let comparison: Comparison | undefined;
  if (options.compare) {
    if (options.update) {
      updateBaseline(options.out, options.compare);
      console.log(`baseline written: ${options.compare}`);
    } else {
      const result = (comparison = compare(options.out, options.compare));
      console.log(
        `${result.changed.length} changed, ${result.added.length} new, ${result.missing.length} missing, ${result.same} the same → ${path.join(options.out, 'compare.html')}`,
      );
      if (result.changed.length) exitCode = 1;
    }
  }
  return { manifest, exitCode, comparison };
}

export { UsageError };
