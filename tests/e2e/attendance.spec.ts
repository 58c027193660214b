import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoIdCard } from '../../server/seed/work-personnel-seed';
import { apiToken, BASIC, signIn } from './helpers';

// 考勤组 as the canteen: the attendance-group check when the work-personnel picker closes — nobody in another group
// (no question), two of three (温馨提示 共【2】人…; 取消 drops them) and all of them (确定 moves them with the save);
// a punch device (打卡设备) chosen among the canteen's face devices is saved and listed.
// Two people of a group made for the test are the ones asked about; everything made is removed at the end. (The
// patching and meal-stop pickers' duplicate refusal is in tests/unit/attendance-pickers.test.tsx; the API suite has
// the rules, the concurrency and the scope.)
const K = '/api/rabbit-kaoqin/attendanceGroup';
const W = '/api/rabbit-work/workPersonnel';
const CANTEEN1 = '1900000000001000004';

async function post(request: APIRequestContext, token: string, path: string, data: unknown, params?: Record<string, string>) {
  const answer = await request.post(path, { headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` }, data, params });
  const body = (await answer.json()) as { code: number; msg: string; data: { id: string; name: string } };
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

const question = (page: Page) => page.getByRole('dialog').filter({ hasText: '温馨提示' });

test('考勤组: choosing people checks the other groups — none, 2 of 3 (取消 drops them), all (确定 moves them)', async ({ page, request }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const token = await apiToken(request, 'canteen');
  const person = (name: string, sequence: number) =>
    post(request, token, `${W}/submit`, {
      number: `E2EKQ${suffix}${sequence}`,
      name,
      sex: 1,
      phone: '13712340000',
      idCard: demoIdCard('19930101', 700 + sequence),
      post: 'purchaser',
    });
  const [first, second] = [await person(`甲${suffix}`, 1), await person(`乙${suffix}`, 2)];
  const groupBody = (groupName: string, memberIds: string[]) => ({
    groupName,
    canteenId: CANTEEN1,
    groupType: 1,
    shifts: [{ name: '早班', start: '06:00', end: '13:30' }],
    workdays: [1, 2, 3, 4, 5],
    memberIds,
  });
  const source = await post(request, token, `${K}/submit`, groupBody(`来源组${suffix}`, [first.id, second.id]));

  await signIn(page, { account: 'canteen', tenant: '100001' }, '/kaoqin/group/index');
  const table = page.getByTestId('attendance-group-table');
  await expect(table).toContainText('第一小学后厨组');

  /** Opens the members' picker, adds the people named (searched by name), closes it and waits for the check. */
  const choose = async (names: string[]) => {
    await page.getByTestId('attendance-group-members-open').click();
    const picker = page.getByTestId('picker-workPersonnel');
    for (const name of names) {
      await picker.getByPlaceholder('姓名').fill(name);
      await picker.getByPlaceholder('姓名').press('Enter');
      await picker.locator('.arco-table-tr', { hasText: name }).getByRole('button', { name: '添加' }).click();
    }
    const checked = page.waitForResponse((answer) => answer.url().includes(`${K}/check`));
    await picker.getByTestId('picker-close').click();
    await checked;
  };

  // a group of one person in no group (吴桂芳): no question; then two in another group: 取消 keeps her alone
  await page.getByTestId('attendance-group-add').click();
  const dialog = page.getByRole('dialog', { name: '新增 考勤组' });
  await dialog.getByLabel('考勤组名称').fill(`端到端组${suffix}`);
  await choose(['吴桂芳']);
  await expect(question(page)).toHaveCount(0);
  await choose([first.name, second.name]);
  await expect(question(page)).toContainText('共【2】人在其他考勤组，是否更新至此考勤组');
  await question(page).getByRole('button', { name: '取消' }).click();
  const members = dialog.getByTestId('attendance-group-members');
  await expect(members.locator('.arco-tag')).toHaveText(['吴桂芳']);
  // 打卡设备: the canteen's face devices, each with its window and state
  const devices = dialog.getByTestId('attendance-group-devices');
  await devices.click();
  await page.locator('.arco-select-option', { hasText: 'FD1001' }).click();
  await expect(devices).toContainText('1号窗口人脸机A（FD1001）');
  await dialog.getByLabel('考勤组名称').click();
  await dialog.getByTestId('attendance-group-save').click();
  await expect(dialog).toHaveCount(0);
  const saved = table.locator('.arco-table-tr', { hasText: `端到端组${suffix}` });
  await expect(saved).toContainText('固定班制');
  await expect(saved).toContainText('1号窗口人脸机A');

  // a group of the two, both in another group: 确定 moves them when it is saved
  await page.getByTestId('attendance-group-add').click();
  await dialog.getByLabel('考勤组名称').fill(`端到端移入组${suffix}`);
  await choose([first.name, second.name]);
  await expect(question(page)).toContainText('共【2】人在其他考勤组，是否更新至此考勤组');
  await question(page).getByRole('button', { name: '确定' }).click();
  await expect(members.locator('.arco-tag')).toHaveCount(2);
  await dialog.getByTestId('attendance-group-save').click();
  await expect(dialog).toHaveCount(0);
  await page.getByTestId('attendance-group-search').getByPlaceholder('考勤组名称').fill(suffix);
  await page.getByTestId('attendance-group-search').getByPlaceholder('考勤组名称').press('Enter');
  // the source group is left with nobody; the new one has both
  await expect(
    table
      .locator('.arco-table-tr', { hasText: `来源组${suffix}` })
      .locator('td')
      .nth(6),
  ).toHaveText('0');
  await expect(
    table
      .locator('.arco-table-tr', { hasText: `端到端移入组${suffix}` })
      .locator('td')
      .nth(6),
  ).toHaveText('2');

  // what the test made goes again (the groups first, then the people)
  const listed = await request.get(`${K}/list`, { headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` }, params: { groupName: suffix } });
  const ids = ((await listed.json()) as { data: { records: { id: string }[] } }).data.records.map((group) => group.id);
  expect(ids).toContain(source.id);
  await post(request, token, `${K}/remove`, null, { ids: ids.join(',') });
  await post(request, token, `${W}/remove`, null, { ids: `${first.id},${second.id}` });
});
