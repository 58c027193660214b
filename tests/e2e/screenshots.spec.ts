// The testers' screenshot tool (scripts/screenshots/), run narrowed against this suite's server so it cannot rot:
// one account, one language, ten routes with their states. A second run differs from the first in no pixel beyond
// anti-aliasing, on any image, and its comparison finds nothing changed; a real change to one screen (a new
// dictionary at the top of 字典管理) shows up as exactly that screen changed, with a diff image and the report page.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { baseURL, captchaCode } from '../../playwright.config';
import { differingPixels } from '../../scripts/screenshots/compare.ts';
import { run } from '../../scripts/screenshots/run.ts';
import { apiToken, BASIC } from './helpers';

const ROUTES = [
  '/wel/index',
  '/system/user',
  '/dict-horizontal/index',
  '/system/menu',
  '/system/dept',
  '/jiwei/letter',
  '/binding/supplier',
  '/bigscreen/kitchen',
  '/bigscreen/meal',
  '/lock',
].join(',');

test('screenshots: a narrowed run is deterministic, and a changed screen is found and only it', async ({ request }) => {
  // two full narrowed runs and a short third on a 2-core machine that also runs the server and the browser
  test.setTimeout(330_000);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shots-'));
  const env = { ...process.env, SCREENSHOT_BASE_URL: baseURL, SCREENSHOT_CAPTCHA_CODE: captchaCode };
  const narrowed = ['--user', 'admin', '--lang', 'zh-CN', '--route', ROUTES];
  const token = await apiToken(request, 'admin', '000000');
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` };
  let dictId: string | undefined;
  try {
    const first = await run([...narrowed, '--out', path.join(folder, 'first')], env);
    const images = first.manifest.shots.filter((shot) => shot.file);
    expect(images.length).toBeGreaterThanOrEqual(15);
    expect(new Set(images.map((shot) => shot.route)).size).toBe(10);
    expect(images.map((shot) => shot.state)).toEqual(expect.arrayContaining(['theme-dialog', 'add-dialog', 'validation', 'load-failed', 'picker']));
    expect(first.manifest.shots.filter((shot) => shot.problems.length)).toEqual([]);
    expect(readFileSync(path.join(folder, 'first/index.html'), 'utf8')).toContain('/system/user');

    const second = await run([...narrowed, '--out', path.join(folder, 'second'), '--compare', path.join(folder, 'first')], env);
    // nothing changed beyond the comparator's threshold (anti-aliasing of a card corner may move a pixel by a level)
    expect(second.exitCode).toBe(0);
    expect(second.comparison!.changed).toEqual([]);
    // the same screens and states were shot both times: a state that did not come up once is a race in the tool
    expect([second.comparison!.added, second.comparison!.missing]).toEqual([[], []]);
    // and no pixel differs beyond anti-aliasing, on any image of the sample
    const differing = images
      .map((shot) => ({ file: shot.file, pixels: differingPixels(path.join(folder, 'second', shot.file), path.join(folder, 'first', shot.file)).pixels }))
      .filter((shot) => shot.pixels > 0);
    expect(differing).toEqual([]);

    const created = await request.post(`${baseURL}/api/rabbit-system/dict/submit`, { headers, data: { code: 'aShotProbe', dictValue: '截图探针', sort: 0 } });
    dictId = ((await created.json()) as { data: { id: string } }).data.id;
    // the changed screen beside two that did not change, enough to show that only it is reported
    const third = await run(
      [
        '--user',
        'admin',
        '--lang',
        'zh-CN',
        '--route',
        '/dict-horizontal/index,/system/user,/jiwei/letter',
        '--out',
        path.join(folder, 'third'),
        '--compare',
        path.join(folder, 'first'),
      ],
      env,
    );
    expect(third.exitCode).toBe(1);
    // exactly that screen: its page and the states drawn over its list, nothing else
    const changed = third.comparison!.changed.map((item) => item.file);
    expect(changed).toContain('admin/zh-CN-default-1920x1080/dict-horizontal_index.png');
    expect(changed.filter((file) => !file.includes('/dict-horizontal_index'))).toEqual([]);
    expect(readFileSync(path.join(folder, 'third/compare.html'), 'utf8')).toContain('dict-horizontal_index.png');
    expect(existsSync(path.join(folder, 'third/diff/admin/zh-CN-default-1920x1080/dict-horizontal_index.png'))).toBe(true);
  } finally {
    if (dictId) await request.post(`${baseURL}/api/rabbit-system/dict/remove?ids=${dictId}`, { headers });
    rmSync(folder, { recursive: true, force: true });
  }
});
