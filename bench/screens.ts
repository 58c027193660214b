// `npm run bench:screens`: the big-screen figures of docs/big-screen.md#targets, measured in headless
// Chromium over the Chrome DevTools Protocol against the real server on a fresh embedded database.
// Prints medians of several runs and writes bench/results/screens.json; it reports budgets, it does not
// fail on them (these machines are noisy).
import type { Browser, Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../scripts/build-if-stale.ts';
import { gzipSync } from 'node:zlib';
import { launchChromium, signIn as signInAs } from './browser.ts';
import { chunkFiles, downloadFor, readManifest } from './bundle-size.ts';
import { startServer } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const CAPTCHA = 'bench-ok';
const SCREENS = ['kitchen', 'trace', 'rice', 'frozen', 'cost', 'meal'];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
const quick = process.argv.includes('--quick');

buildIfStale();
const dist = path.join(root, 'dist');
const figures: Record<string, number | boolean | string> = {};

// 1. The chart chunk and who loads it (statically, from the build manifest).
const echartsChunks = chunkFiles(dist).filter((chunk) => /echarts/.test(chunk.file));
const echartsGzip = echartsChunks.reduce((sum, chunk) => sum + gzipSync(readFileSync(path.join(dist, chunk.file)), { level: 9 }).length, 0);
figures.echartsGzipKb = Math.round(echartsGzip / 102.4) / 10;
const manifest = readManifest(dist);
const nonStatistics = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && !key.startsWith('screens/'));
const leaking = nonStatistics.filter((key) => downloadFor(dist, [key]).js.some((file) => echartsChunks.some((chunk) => chunk.file === file)));
console.log('\nECharts chunk (gzip)');
console.log(`  ${figures.echartsGzipKb} kB  budget 250 kB  ${verdict(echartsGzip <= 250 * 1024)}`);
console.log(`  lazy routes outside screens/ that load it: ${leaking.length ? leaking.join(', ') : `none (of ${nonStatistics.length})`}`);
figures.echartsLeakingRoutes = leaking.length;

async function signIn(browser: Browser, url: string, account = 'centre'): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await signInAs(page, url, CAPTCHA, account);
  return page;
}

const chartCount = (page: Page) => page.evaluate(() => document.querySelectorAll('[_echarts_instance_]').length);

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await new Promise((resolve) => setTimeout(resolve, 200));
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

/** Data arrival (the statistics response's end) to every panel drawn (a frame after the last canvas). */
async function paintAfterData(page: Page, url: string, screen: string): Promise<number> {
  await page.goto(`${url}/bigscreen/${screen}?kiosk`);
  return page.evaluate(async (id) => {
    const panelsReady = () => {
      const panels = [...document.querySelectorAll('[data-testid^="panel-"]')];
      return panels.length > 0 && panels.every((panel) => panel.querySelector('canvas, .bs-table, .bs-cameras, .bs-empty, .bs-panel-error'));
    };
    while (!panelsReady()) await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const painted = performance.now();
    const response = performance.getEntriesByType('resource').find((entry) => entry.name.includes(`/api/shian/statistics/${id}`)) as PerformanceResourceTiming;
    return painted - response.responseEnd;
  }, screen);
}

/** Frames per second while the pointer drags a panel's title back and forth for ~3 s in edit mode. */
async function dragFps(page: Page): Promise<number> {
  await page.getByTestId('bs-edit').click();
  const head = page.locator('[data-testid="panel-trend"] .bs-panel-head');
  const box = (await head.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.evaluate(() => {
    const state = window as unknown as { __frames: number; __counting: boolean };
    state.__frames = 0;
    state.__counting = true;
    const tick = () => {
      state.__frames += 1;
      if (state.__counting) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.mouse.move(x, y);
  await page.mouse.down();
  const started = Date.now();
  for (let i = 0; Date.now() - started < 3_000; i += 1) {
    await page.mouse.move(x + 180 * Math.sin(i / 12), y + 120 * Math.sin(i / 17));
    await page.waitForTimeout(8);
  }
  await page.mouse.move(x, y);
  const seconds = (Date.now() - started) / 1000;
  const frames = await page.evaluate(() => {
    const state = window as unknown as { __frames: number; __counting: boolean };
    state.__counting = false;
    return state.__frames;
  });
  await page.mouse.up();
  await page.getByTestId('bs-edit').click();
  return frames / seconds;
}

const work = mkdtempSync(path.join(os.tmpdir(), 'shian-bench-screens-'));
const server = await startServer({ DATA_DIR: path.join(work, 'data'), CAPTCHA_FIXED_CODE: CAPTCHA, PORT: '18591' });
const browser = await launchChromium(['--enable-precise-memory-info', '--disable-renderer-backgrounding', '--disable-background-timer-throttling']);
try {
  const page = await signIn(browser, server.url);

  // 2. Runtime proof: the console pages outside statistics never request the chart chunk.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  for (const target of ['/wel/index', '/wel/dashboard', '/liancan/zhuanxiangtongji/shicaichengben/canteen-manage']) {
    await page.goto(`${server.url}${target}`);
    await page.waitForLoadState('networkidle');
  }
  const before = requested.filter((request) => /echarts/.test(request)).length;
  await page.goto(`${server.url}/liancan/zhuanxiangtongji/mingchuliangzhao/index`);
  await page.locator('[_echarts_instance_]').first().waitFor();
  const after = requested.filter((request) => /echarts/.test(request)).length;
  console.log(`  in the browser: /wel/index, /wel/dashboard, canteen-manage requested it ${before} times; the 明厨亮灶 tab ${after - before}`);
  figures.echartsRequestedOutsideStatistics = before;

  // 3. Data to paint, per screen, median of 5 loads each.
  console.log('\nData arrival to all panels painted (median of 5 loads, budget 800 ms)');
  const paints: number[] = [];
  for (const screen of SCREENS) {
    const runs: number[] = [];
    for (let i = 0; i < (quick ? 2 : 5); i += 1) runs.push(await paintAfterData(page, server.url, screen));
    paints.push(median(runs));
    console.log(`  ${screen.padEnd(8)} ${median(runs).toFixed(0).padStart(5)} ms`);
  }
  figures.paintMsWorst = Math.round(Math.max(...paints));
  console.log(`  worst screen ${figures.paintMsWorst} ms  ${verdict(figures.paintMsWorst <= 800)}`);

  // 4. Frames per second while dragging, without and with fast polling.
  const fps = async (poll: string) => {
    await page.goto(`${server.url}/bigscreen/kitchen${poll}`);
    await page.locator('[data-testid="panel-trend"] canvas').waitFor();
    const runs: number[] = [];
    for (let i = 0; i < 3; i += 1) runs.push(await dragFps(page));
    return median(runs);
  };
  figures.dragFps = Math.round(await fps(''));
  figures.dragFpsPolling = Math.round(await fps('?pollMs=1000'));
  await page.getByTestId('bs-reset').click();
  console.log('\nFrames per second while dragging a panel (median of 3 × 3 s)');
  console.log(`  polling every 30 s  ${figures.dragFps} fps  budget ≥ 55  ${verdict(figures.dragFps >= 55)}`);
  console.log(`  polling every 1 s   ${figures.dragFpsPolling} fps  budget ≥ 48  ${verdict(figures.dragFpsPolling >= 48)}`);

  // 5. Heap growth over refresh cycles (bench-only 200 ms polling), after a warm-up.
  const cycles = quick ? 300 : 1_500;
  let responses = 0;
  page.on('response', (response) => response.url().includes('/api/shian/statistics/') && (responses += 1));
  await page.goto(`${server.url}/bigscreen/kitchen?kiosk&pollMs=200`);
  const waitFor = async (count: number) => {
    while (responses < count) await page.waitForTimeout(200);
  };
  await waitFor(100);
  const heapBefore = await heapMb(page);
  const start = responses;
  await waitFor(start + cycles);
  const heapAfter = await heapMb(page);
  figures.refreshCycles = responses - start;
  figures.refreshHeapGrowthMb = Math.round((heapAfter - heapBefore) * 100) / 100;
  console.log(`\nJS heap over ${figures.refreshCycles} refresh cycles after 100 warm-up: ${heapBefore.toFixed(2)} → ${heapAfter.toFixed(2)} MB`);
  console.log(`  growth ${figures.refreshHeapGrowthMb} MB  budget ≤ 2 MB  ${verdict(figures.refreshHeapGrowthMb <= 2)}`);

  // 6. Playlist loops: heap and live chart instances at the start of each loop.
  const loops = quick ? 3 : 10;
  const dwell = 1_500;
  await page.goto(`${server.url}/bigscreen/playlist?kiosk&dwellMs=${dwell}`);
  // Each loop is sampled when its first screen has drawn, so every sample sees the same screen.
  const firstScreenDrawn = async () => {
    await page.locator('[data-testid="screen-kitchen"]').waitFor({ state: 'detached' });
    await page.locator('[data-testid="screen-kitchen"] [_echarts_instance_]').first().waitFor();
    await page.waitForTimeout(300);
  };
  await page.locator('[data-testid="screen-kitchen"] [_echarts_instance_]').first().waitFor();
  const heaps: number[] = [];
  const charts: number[] = [];
  for (let loop = 0; loop <= loops; loop += 1) {
    await firstScreenDrawn(); // loop 0 is the warm-up
    if (loop === 0) continue;
    charts.push(await chartCount(page));
    heaps.push(await heapMb(page));
  }
  figures.playlistLoops = loops;
  figures.playlistHeapGrowthMb = Math.round((heaps.at(-1)! - heaps[0]!) * 100) / 100;
  figures.playlistChartsMin = Math.min(...charts);
  figures.playlistChartsMax = Math.max(...charts);
  console.log(`\nPlaylist, ${loops} loops of ${SCREENS.length} screens (dwell ${dwell} ms, same point of each loop)`);
  console.log(`  heap ${heaps.map((value) => value.toFixed(1)).join(' → ')} MB`);
  console.log(`  growth ${figures.playlistHeapGrowthMb} MB  budget ≤ 3 MB  ${verdict(figures.playlistHeapGrowthMb <= 3)}`);
  console.log(`  live chart instances ${charts.join(', ')}  ${figures.playlistChartsMin === figures.playlistChartsMax ? 'constant' : 'NOT CONSTANT'}`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/screens.json'), JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2));
