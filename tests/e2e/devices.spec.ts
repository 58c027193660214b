import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, BASIC, signIn } from './helpers';

// The face devices as the school, on the real server and its device simulator (the API suite has the task engine
// and the simulator in detail): (a) 窗口管理 pushes two people to the window's two devices, the progress reaches 成功
// and 人脸设备's drawer shows them 成功 there; (b) a push through the student picker with a student without a face
// photo among the chosen ends 部分失败, the reason 人脸照片不合格 in its error list.

const P = '/api/rabbit-personnel/personnel';

interface WindowPerson {
  personnelId: string;
  name: string;
  type: number;
  hasFace: boolean;
  devices: { deviceSn: string; syncStatus: number }[];
}

async function api(request: APIRequestContext) {
  const token = await apiToken(request, 'school');
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` };
  const get = async <T>(path: string, params: Record<string, string | number>) =>
    ((await (await request.get(path, { headers, params })).json()) as { data: T }).data;
  const post = async <T>(path: string, data: unknown) => ((await (await request.post(path, { headers, data })).json()) as { data: T }).data;
  // 1号窗口, the one with two devices
  const windows = await get<{ records: { id: string; name: string; deviceCount: number }[] }>('/api/rabbit-device/window/list', { current: 1, size: 10 });
  const window = windows.records.find((row) => row.deviceCount === 2)!;
  const people = (await get<{ records: WindowPerson[] }>(`${P}/getPersonneDevicelList`, { windowId: window.id, current: 1, size: 200 })).records;
  /** Waits for a task to end (the server's runner executes it on its own). */
  const settled = async (taskId: string) =>
    expect.poll(async () => (await get<{ status: number }>(`${P}/uploadTaskStatus`, { taskId })).status, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  return { get, post, window, people, settled };
}

const progress = (page: Page) => page.getByTestId('task-progress');

test('窗口管理: two people pushed to the window’s two devices reach 成功, and 人脸设备 shows them there', async ({ page, request }) => {
  test.setTimeout(40_000);
  const { post, window, people, settled } = await api(request);
  expect(window.deviceCount).toBe(2);
  // two of the first page (the screen's first page is the same), so both are checked without a search
  const two = people
    .slice(0, 10)
    .filter((person) => person.hasFace)
    .slice(0, 2);
  // off the devices first, so the push is seen to put them back
  await settled(
    (await post<{ taskId: string }>(`${P}/deletePersonnelDevice`, { windowId: window.id, personnelIds: two.map((person) => person.personnelId) })).taskId,
  );

  await signIn(page, { account: 'school', tenant: '100001' }, '/device/window');
  await page.getByTestId(`window-people-${window.id}`).click();
  const table = page.getByTestId('window-people-table');
  for (const person of two) {
    const row = table.locator('.arco-table-tr', { hasText: person.name }).first();
    await expect(row.locator('[data-status="2"]')).toHaveCount(0);
    await row.locator('.arco-checkbox').click();
  }
  await expect(page.getByTestId('window-people-crud')).toContainText('已选择 2 项');
  await page.getByTestId('window-down').click();
  await expect(progress(page).getByTestId('task-status')).toHaveText('成功', { timeout: 15_000 });
  await expect(progress(page).getByTestId('task-counts')).toHaveText('总数 4 · 成功 4 · 失败 0');
  await page.getByTestId('task-progress-close').click();

  await page.goto('/device/face');
  const sn = two[0]!.devices[0]?.deviceSn ?? people.flatMap((person) => person.devices)[0]!.deviceSn;
  await page.getByTestId(`device-people-${sn}`).click();
  const drawer = page.getByTestId('device-people');
  for (const person of two) {
    await drawer.getByTestId('device-people-search').getByLabel('姓名').fill(person.name);
    await drawer.getByTestId('device-people-search').getByLabel('姓名').press('Enter');
    await expect(drawer.getByTestId(`device-sync-${person.personnelId}`)).toHaveText('成功');
  }
});

test('人脸设备: a push with a student without a face photo ends 部分失败, the reason in its error list', async ({ page, request }) => {
  test.setTimeout(40_000);
  const { people } = await api(request);
  const student = (hasFace: boolean) => people.find((person) => person.type === 2 && person.hasFace === hasFace && person.devices.length)!;
  const [faceless, withFace] = [student(false), student(true)];
  const sn = withFace.devices[0]!.deviceSn;

  await signIn(page, { account: 'school', tenant: '100001' }, '/device/face');
  await page.getByTestId(`device-people-${sn}`).click();
  await page.getByTestId('device-add-people').click();
  const picker = page.getByTestId('picker-diner');
  for (const person of [faceless, withFace]) {
    await picker.getByPlaceholder('姓名').fill(person.name);
    await picker.getByPlaceholder('姓名').press('Enter');
    await picker.getByTestId(`picker-add-${person.personnelId}`).click();
  }
  await expect(page.getByTestId('picker-chosen')).toContainText('已选择 2 项');
  await picker.getByTestId('picker-close').click();
  await expect(page.getByTestId('device-confirm')).toContainText('将所选 2 人下发到设备');
  await page.getByRole('button', { name: '确定' }).click();

  await expect(progress(page).getByTestId('task-status')).toHaveText('部分失败', { timeout: 15_000 });
  await expect(progress(page).getByTestId('task-counts')).toHaveText('总数 2 · 成功 1 · 失败 1');
  const errors = progress(page).getByTestId('task-errors');
  await expect(errors).toContainText(faceless.name);
  await expect(errors).toContainText('人脸照片不合格');
});
