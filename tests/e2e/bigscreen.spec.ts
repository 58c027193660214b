import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { signIn } from './helpers';

const SCREENS = [
  { id: 'kitchen', path: '/liancan/zhuanxiangtongji/mingchuliangzhao/index', title: '明厨亮灶', panels: 7 },
  { id: 'trace', path: '/liancan/zhuanxiangtongji/shicaisuyuan/index', title: '食材溯源', panels: 6 },
  { id: 'rice', path: '/liancan/zhuanxiangtongji/damijiage/index', title: '大米价格', panels: 5 },
  { id: 'frozen', path: '/liancan/zhuanxiangtongji/lengdongshicai/index', title: '冷冻食材占比', panels: 5 },
  { id: 'cost', path: '/liancan/zhuanxiangtongji/shicaichengben/index', title: '食材成本', panels: 5 },
  { id: 'meal', path: '/liancan/zhuanxiangtongji/shitangpeican/index', title: '陪餐制度', panels: 5 },
];

const user = (account: string) => ({ account, tenant: '100001' });

/** Every panel drew something: a chart canvas, a table with rows, or the camera wall. */
async function expectPanelsWithData(page: Page, count: number) {
  const panels = page.locator('[data-testid^="panel-"]');
  await expect(panels).toHaveCount(count);
  for (const panel of await panels.all()) {
    await expect(panel.locator('canvas, .bs-table .bs-row:not(.bs-row-head), .bs-camera').first()).toBeVisible();
    await expect(panel.getByTestId('panel-error')).toHaveCount(0);
  }
}

/** The text of a download (an exported layout). */
const readDownload = async (download: Download) => JSON.parse(readFileSync((await download.path())!, 'utf8')) as LayoutFile;

interface LayoutFile {
  kind: string;
  schemaVersion: number;
  screen: string;
  layout: { i: string; x: number; y: number; w: number; h: number }[];
}

const gridBoxes = (page: Page) =>
  page
    .locator('[data-grid-item]')
    .evaluateAll((items) =>
      Object.fromEntries(
        items.map((item) => [
          item.getAttribute('data-grid-item'),
          (({ x, y, width, height }) => [Math.round(x), Math.round(y), Math.round(width), Math.round(height)])(item.getBoundingClientRect()),
        ]),
      ),
    );

test('each screen opens as a console tab and draws all its panels from the server’s figures', async ({ page }) => {
  // six screens: measured 18 s with one worker on the 2-core machine, given well over twice that
  test.setTimeout(45_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, user('centre'));
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    const view = page.getByTestId(`screen-${screen.id}`);
    await expect(view.locator('.bs-title-text')).toHaveText(screen.title);
    await expect(view.getByTestId('bs-scope')).toContainText('东湖区教育局');
    await expect(view.getByTestId('bs-data-time')).toContainText(/数据时间 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    await expectPanelsWithData(page, screen.panels);
    // the KPI figures are numbers, not dashes
    await expect(view.locator('.bs-kpi-value').first()).toHaveText(/^[\d,.]+$/);
    // a tab lays the screen out on a canvas of its size: at 1440 px it is drawn at ~0.9, not the wall's ~0.6
    expect(Number(await view.getByTestId('bs-canvas').getAttribute('data-scale'))).toBeGreaterThan(0.8);
  }
  // the clock ticks
  const clock = page.getByTestId('bs-clock');
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first!, { timeout: 3_000 });
});

test('a drag in edit mode changes the saved layout, which survives a reload; reset restores it', async ({ page }) => {
  await signIn(page, user('market'), '/bigscreen/kitchen');
  await expect(page.locator('[data-testid="panel-trend"] canvas')).toBeVisible();
  const before = await gridBoxes(page);
  // view mode: panels are static; edit mode makes them draggable and resizable
  await expect(page.locator('[data-grid-item].react-draggable')).toHaveCount(0);
  await page.getByTestId('bs-edit').click();
  await expect(page.locator('[data-grid-item].react-draggable')).toHaveCount(7);
  const head = page.locator('[data-testid="panel-trend"] .bs-panel-head');
  const box = (await head.boundingBox())!;
  const saved = page.waitForResponse((response) => response.url().includes('/api/shian/bigscreen/layout/kitchen') && response.request().method() === 'PUT');
  await page.mouse.move(box.x + 40, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + 20, box.y + 30, { steps: 3 });
  await page.mouse.move(box.x - 300, box.y + 420, { steps: 15 });
  await page.mouse.up();
  expect((await saved).ok()).toBe(true);
  const moved = await gridBoxes(page);
  expect(moved).not.toEqual(before);

  await page.reload();
  await expect(page.locator('[data-testid="panel-trend"] canvas')).toBeVisible();
  expect(await gridBoxes(page)).toEqual(moved);

  await page.getByTestId('bs-reset').click();
  await expect(page.getByText('已恢复默认布局')).toBeVisible();
  await expect.poll(() => gridBoxes(page)).toEqual(before);
});

test('export then import round-trips the layout; a bad file is refused and changes nothing', async ({ page }) => {
  await signIn(page, user('jiwei'), '/bigscreen/rice');
  await expect(page.locator('[data-testid="panel-trend"] canvas')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('bs-export').click();
  const file = await readDownload(await download);
  expect(file).toMatchObject({ kind: 'shian-bigscreen-layout', schemaVersion: 1, screen: 'rice' });
  expect(file.layout.map((item) => item.i).sort()).toEqual(['distribution', 'latest', 'ranking', 'suppliers', 'trend']);

  // swap the two top-right panels and import the edited file
  const edited = {
    ...file,
    layout: file.layout.map((item) => (item.i === 'distribution' ? { ...item, x: 18 } : item.i === 'suppliers' ? { ...item, x: 12 } : item)),
  };
  const before = await gridBoxes(page);
  const saved = page.waitForResponse((response) => response.url().includes('/bigscreen/layout/rice') && response.request().method() === 'PUT');
  await page.getByTestId('bs-import-file').setInputFiles({ name: 'layout.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(edited)) });
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('布局已导入')).toBeVisible();
  const after = await gridBoxes(page);
  expect(after.distribution![0]).toBe(before.suppliers![0]);
  expect(after.suppliers![0]).toBe(before.distribution![0]);

  // exporting again gives back what was imported
  const again = page.waitForEvent('download');
  await page.getByTestId('bs-export').click();
  const second = await readDownload(await again);
  expect(second.layout).toEqual(edited.layout);

  for (const [content, message] of [
    ['{not json', '导入失败：文件不是有效的 JSON，布局未改变'],
    [JSON.stringify({ ...edited, schemaVersion: 9 }), '导入失败：不支持的布局版本，布局未改变'],
    [JSON.stringify({ ...edited, layout: [{ i: 'trend', x: 20, y: 0, w: 10, h: 2 }] }), '导入失败：布局中的面板位置或尺寸不正确，布局未改变'],
  ] as const) {
    await page.getByTestId('bs-import-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(content) });
    await expect(page.getByText(message)).toBeVisible();
    expect(await gridBoxes(page)).toEqual(after);
  }
  await page.getByTestId('bs-reset').click();
  await expect(page.getByText('已恢复默认布局')).toBeVisible();
});

const VIEWPORTS: [number, number][] = [
  [1280, 720],
  [1920, 1080],
  [2560, 1080],
  [3840, 2160],
  [1080, 1920],
];
for (const [width, height] of VIEWPORTS) {
  test(`scales the 1920×1080 canvas to fit ${width}×${height}: aspect kept, centred, no scroll bars, sharp charts`, async ({ page }) => {
    await signIn(page, user('centre'));
    await page.setViewportSize({ width, height });
    await page.goto('/bigscreen/frozen?kiosk');
    const canvas = page.getByTestId('bs-canvas');
    await expect(page.locator('[data-testid="panel-trend"] canvas')).toBeVisible();
    const box = (await canvas.boundingBox())!;
    const scale = Math.min(width / 1920, height / 1080);
    expect(box.width / box.height).toBeCloseTo(16 / 9, 2);
    expect(box.width).toBeCloseTo(1920 * scale, 0);
    expect(box.x).toBeCloseTo((width - box.width) / 2, 0);
    expect(box.y).toBeCloseTo((height - box.height) / 2, 0);
    const overflow = await page.evaluate(() => ({
      x: document.documentElement.scrollWidth - window.innerWidth,
      y: document.documentElement.scrollHeight - window.innerHeight,
    }));
    expect(overflow).toEqual({ x: 0, y: 0 });
    // a chart's canvas has at least one backing pixel per screen pixel after scaling
    const ratio = await page
      .locator('[data-testid="panel-trend"] canvas')
      .first()
      .evaluate((element) => (element as HTMLCanvasElement).width / parseFloat((element as HTMLCanvasElement).style.width));
    expect(ratio).toBeGreaterThanOrEqual(Math.max(1, scale) - 0.01);
  });
}

// page.clock is the browser context's: these tests get a context of their own (fixtures.ts)
test.describe('with a fake clock', () => {
  test.use({ freshContext: true });

  test('when the network fails the panels keep their figures and say how old they are; recovery clears it', async ({ page, context }) => {
    // the 30-second polling runs on Playwright's clock: each poll is one runFor, not half a minute of waiting
    const start = Date.parse('2026-11-20T01:00:00Z');
    await page.clock.install({ time: start });
    await signIn(page, user('centre'), '/bigscreen/meal');
    const kpi = page.getByTestId('kpi-recordsMonth').locator('.bs-kpi-value');
    await expect(kpi).toHaveText(/^[\d,]+$/);
    await page.clock.pauseAt(start + 20_000);
    const figure = await kpi.textContent();
    await context.setOffline(true);
    await page.clock.runFor(31_000);
    await expect(page.getByTestId('bs-stale')).toHaveText(/^数据更新于 \d\d:\d\d$/);
    await expect(kpi).toHaveText(figure!);
    await expect(page.locator('[data-testid="panel-trend"] canvas')).toBeVisible();
    await context.setOffline(false);
    // the browser may take a moment to be back online: each look moves the clock one more polling interval on
    await expect
      .poll(async () => {
        await page.clock.runFor(31_000);
        return page.getByTestId('bs-stale').count();
      })
      .toBe(0);
    await expect(page.getByTestId('bs-data-time')).toBeVisible();
  });

  test('the playlist rotates the screens, pauses on interaction and follows the arrow keys', async ({ page }) => {
    // The dwell (30 s) and the pause after a click (a minute) run on Playwright's clock, not in real seconds.
    const start = new Date('2026-11-20T09:00:00+08:00').getTime();
    await page.clock.install({ time: start });
    await signIn(page, user('centre'), '/bigscreen/playlist?dwellMs=30000&screens=kitchen,rice,meal');
    await expect(page.getByTestId('screen-kitchen')).toBeVisible();
    await page.clock.pauseAt(start + 20_000);
    await expect(page.getByTestId('bs-position')).toHaveText('1 / 3');
    await page.clock.runFor(30_000);
    await expect(page.getByTestId('screen-rice')).toBeVisible();
    await expect(page.getByTestId('screen-kitchen')).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('screen-meal')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('screen-kitchen')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('screen-meal')).toBeVisible();
    // a click on the wall pauses it: past a whole dwell it stays
    await page.mouse.click(400, 400);
    await expect(page.getByTestId('bs-playlist-state')).toHaveText('已暂停');
    await page.clock.runFor(35_000);
    await expect(page.getByTestId('screen-meal')).toBeVisible();
    await expect(page.getByTestId('bs-playlist-state')).toHaveText('已暂停');
    // Space resumes, and the next dwell moves on
    await page.keyboard.press(' ');
    await expect(page.getByTestId('bs-playlist-state')).toHaveText('轮播中');
    await page.clock.runFor(30_000);
    await expect(page.getByTestId('screen-kitchen')).toBeVisible();
    // only the current screen is mounted: one screen's charts at a time
    const charts = await page.locator('[_echarts_instance_]').count();
    expect(charts).toBeLessThanOrEqual(5);
  });
});

test('kiosk mode hides every tool and Esc leaves it; the pop-out window is signed in', async ({ page }) => {
  await signIn(page, user('school'), '/liancan/zhuanxiangtongji/shicaisuyuan/index');
  await expect(page.locator('[data-testid="panel-trend"] canvas')).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByTestId('bs-popout').click();
  const wall = await popup;
  await expect(wall).toHaveURL(/\/bigscreen\/trace\?kiosk$/);
  await expect(wall).toHaveTitle('食材溯源 - 食安云');
  await expect(wall.locator('[data-testid="panel-trend"] canvas')).toBeVisible();
  await expect(wall.getByTestId('bs-scope')).toContainText('东湖区第一小学');
  await expect(wall.getByRole('toolbar')).toHaveCount(0);
  await wall.keyboard.press('Escape');
  await expect(wall).toHaveURL(/\/bigscreen\/trace$/);
  await expect(wall.getByRole('toolbar')).toBeVisible();
});

test('bank users land on the first statistics screen inside the console', async ({ page }) => {
  await signIn(page, user('bank'));
  await expect(page).toHaveURL(/\/liancan\/zhuanxiangtongji\/mingchuliangzhao\/index$/);
  await expectPanelsWithData(page, 7);
});

test('a chromeless screen the menus do not grant is refused', async ({ page }) => {
  await signIn(page, { account: 'supplier', tenant: '100001', supplier: true }, '/bigscreen/kitchen');
  await expect(page.getByTestId('bs-not-granted')).toBeVisible();
});

test('a screen narrows to one school and back; the month picker shows an earlier month', async ({ page }) => {
  await signIn(page, user('centre'), '/bigscreen/meal');
  await expect(page.getByTestId('bs-scope')).toHaveText('东湖区教育局 · 30 所学校');
  await page.getByTestId('bs-school').click();
  await page.getByRole('option', { name: '东湖区第一小学' }).click();
  await expect(page.getByTestId('bs-scope')).toHaveText('东湖区第一小学 · 1 所学校');
  await expect(page.getByTestId('panel-latest').locator('.bs-row:not(.bs-row-head)').first()).toContainText('东湖区第一小学');
  await page.getByTestId('bs-school').click();
  await page.getByRole('option', { name: '全部学校' }).click();
  await expect(page.getByTestId('bs-scope')).toHaveText('东湖区教育局 · 30 所学校');
  const now = new Date();
  const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const month = `${previous.getFullYear()}-${String(previous.getMonth() + 1).padStart(2, '0')}`;
  await page.getByTestId('bs-month').click();
  await page.getByRole('option', { name: month }).click();
  await expect(page.locator('.bs-month-label')).toHaveText(`统计月份 ${month}`);
});

test('in edit mode a panel moves and resizes from the keyboard, and the layout is saved', async ({ page }) => {
  await signIn(page, user('bank'), '/bigscreen/cost');
  await expect(page.locator('[data-testid="panel-trend"] canvas')).toBeVisible();
  const before = await gridBoxes(page);
  await page.getByTestId('bs-edit').click();
  const head = page.locator('[data-testid="panel-latest"] .bs-panel-head');
  await expect(head).toHaveAttribute('aria-label', '最近填报：方向键移动，Shift + 方向键调整大小');
  await head.focus();
  const saved = page.waitForResponse((response) => response.url().includes('/bigscreen/layout/cost') && response.request().method() === 'PUT');
  await page.keyboard.press('Shift+ArrowUp');
  expect((await saved).ok()).toBe(true);
  const after = await gridBoxes(page);
  expect(after.latest![3]).toBeLessThan(before.latest![3]);
  await expect(head).toBeFocused();
  await page.getByTestId('bs-reset').click();
  await expect.poll(() => gridBoxes(page)).toEqual(before);
});

test.describe('in a browser set to UTC', () => {
  // a fake clock too (the context's): a context of its own
  test.use({ timezoneId: 'UTC', freshContext: true });

  test("a wall's clock keeps the deployment's time zone (Asia/Shanghai), as its data time does", async ({ page }) => {
    const start = Date.parse('2026-11-20T01:30:00Z'); // 09:30 in Shanghai, 01:30 in the browser's zone
    await page.clock.install({ time: start });
    await signIn(page, user('centre'), '/bigscreen/kitchen');
    await expect(page.getByTestId('bs-data-time')).toContainText(/数据时间 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    await page.clock.pauseAt(start + 60_000);
    await page.clock.runFor(1_000);
    await expect(page.getByTestId('bs-clock')).toHaveText('2026-11-20 09:31:01');
  });
});
