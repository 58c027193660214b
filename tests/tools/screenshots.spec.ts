// The testers' screenshot tool (scripts/screenshots/), run narrowed against this suite's server so it cannot rot:
// one account, one language, ten routes with their states, the first run with the accessibility check (--axe). Between two runs one screen really changes (a new
// dictionary at the top of 字典管理): the comparison finds exactly that screen changed, with a diff image and the
// report page, and every other image the same to the pixel.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { baseURL, captchaCode } from '../../playwright.config';
import { differingPixels } from '../../scripts/screenshots/compare.ts';
import { run } from '../../scripts/screenshots/run.ts';
import { apiToken, BASIC } from '../e2e/helpers';

// the platform administrator's screens (it holds no business module): its home, the administration and the lock
const PATHS = ['/wel/index', '/system/user', '/dict-horizontal/index', '/dict-vertical/index', '/system/menu', '/system/dept', '/lock'];
const ROUTES = PATHS.join(',');

test('screenshots: a narrowed run is deterministic, and a changed screen is found and only it', async ({ request }) => {
  // two narrowed runs on a 2-core machine that also runs the server and the browser
  test.setTimeout(240_000);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shots-'));
  const env = { ...process.env, SCREENSHOT_BASE_URL: baseURL, SCREENSHOT_CAPTCHA_CODE: captchaCode };
  const narrowed = ['--user', 'admin', '--lang', 'zh-CN', '--route', ROUTES];
  const token = await apiToken(request, 'admin', '000000');
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` };
  let dictId: string | undefined;
  try {
    // the first run checks each page for WCAG 2.1 A/AA (axe-core) too: a serious or critical violation fails it
    const first = await run([...narrowed, '--axe', '--out', path.join(folder, 'first')], env);
    expect(first.manifest.shots.flatMap((shot) => (shot.a11y ?? []).map((v) => `${shot.route} ${shot.state} ${v.rule}: ${v.element}`))).toEqual([]);
    expect(first.exitCode).toBe(0);
    const images = first.manifest.shots.filter((shot) => shot.file);
    expect(images.length).toBeGreaterThanOrEqual(12);
    expect(new Set(images.map((shot) => shot.route)).size).toBe(PATHS.length);
    // (the picker state comes up on business screens — 供应商绑定, 函询 — which the administrator no longer holds; the
    // gallery's full run shoots it for the accounts that do)
    expect(images.map((shot) => shot.state)).toEqual(expect.arrayContaining(['theme-dialog', 'add-dialog', 'validation', 'load-failed']));
    expect(first.manifest.shots.filter((shot) => shot.problems.length)).toEqual([]);
    // the lock screen itself, not the page an unlocked session is sent back to
    expect(first.manifest.shots.find((shot) => shot.route === '/lock')?.title).toBe('锁屏 - 食安云');
    expect(readFileSync(path.join(folder, 'first/index.html'), 'utf8')).toContain('/system/user');

    // one real change between the runs: a new dictionary at the top of 字典管理
    const created = await request.post(`${baseURL}/api/rabbit-system/dict/submit`, { headers, data: { code: 'aShotProbe', dictValue: '截图探针', sort: 0 } });
    dictId = ((await created.json()) as { data: { id: string } }).data.id;
    const second = await run([...narrowed, '--out', path.join(folder, 'second'), '--compare', path.join(folder, 'first')], env);
    expect(second.exitCode).toBe(1);
    // the same screens and states were shot both times: a state that did not come up once is a race in the tool
    expect([second.comparison!.added, second.comparison!.missing]).toEqual([[], []]);
    // exactly the changed screens (字典管理 and 字典树管理, which shows the same dictionaries): their pages and the
    // states drawn over their lists, nothing else
    const isDict = (file: string) => file.includes('/dict-horizontal_index') || file.includes('/dict-vertical_index');
    const changed = second.comparison!.changed.map((item) => item.file);
    expect(changed).toContain('admin/zh-CN-default-1920x1080/dict-horizontal_index.png');
    expect(changed.filter((file) => !isDict(file))).toEqual([]);
    expect(readFileSync(path.join(folder, 'second/compare.html'), 'utf8')).toContain('dict-horizontal_index.png');
    expect(existsSync(path.join(folder, 'second/diff/admin/zh-CN-default-1920x1080/dict-horizontal_index.png'))).toBe(true);
    // and every other image is the same to the pixel, not only within the comparator's threshold
    const differing = images
      .filter((shot) => !isDict(shot.file))
      .map((shot) => ({ file: shot.file, pixels: differingPixels(path.join(folder, 'second', shot.file), path.join(folder, 'first', shot.file)).pixels }))
      .filter((shot) => shot.pixels > 0);
    expect(differing).toEqual([]);
  } finally {
    if (dictId) await request.post(`${baseURL}/api/rabbit-system/dict/remove?ids=${dictId}`, { headers });
    // KEEP_SHOTS=1 keeps both runs' images and the comparison's diff images, to see what differed
    if (!process.env.KEEP_SHOTS) rmSync(folder, { recursive: true, force: true });
  }
});
