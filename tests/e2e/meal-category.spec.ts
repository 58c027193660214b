import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { apiToken, BASIC, signIn } from './helpers';

// 餐别设置 as the school, on the real server and its task engine (the API suite has the plans, the template, the
// refusals and the bulk change in detail): the school's plans with their prices in 元, then an upload of five rows
// (built here with exceljs) of which two are bad ends 部分失败 with both rows and reasons listed and the error file
// offered — and that file holds those rows. The good rows put three people on the plan they are on (no shared state
// changes); 人员信息's 批量修改 then offers the refund type with the plan, and puts one of them on their plan again.

const P = '/api/rabbit-personnel/personnel';

test('餐别设置: five rows, two bad → 部分失败 with the rows, reasons and the error file', async ({ page, request }) => {
  test.setTimeout(40_000);
  const token = await apiToken(request, 'school');
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` };
  const people = (
    (await (await request.get(`${P}/list`, { headers, params: { type: 2, status: 1, current: 1, size: 50 } })).json()) as {
      data: { records: { personnelNo: string; name: string; mealCategoryName: string }[] };
    }
  ).data.records
    // seeded students on a plan: other tests add students without one, and they may list first
    .filter((person) => person.mealCategoryName)
    .slice(0, 4);
  expect(people).toHaveLength(4);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('餐别导入');
  sheet.addRow(['人员编号', '姓名', '餐别']);
  sheet.addRow([people[0]!.personnelNo, people[0]!.name, people[0]!.mealCategoryName]);
  sheet.addRow(['NOPE-9', '某人', '午餐']);
  sheet.addRow([people[1]!.personnelNo, people[1]!.name, people[1]!.mealCategoryName]);
  sheet.addRow([people[3]!.personnelNo, '', '不存在的餐别']);
  sheet.addRow([people[2]!.personnelNo, people[2]!.name, people[2]!.mealCategoryName]);
  const content = Buffer.from(await book.xlsx.writeBuffer());

  await signIn(page, { account: 'school', tenant: '100001' }, '/personnel/mealCategory');
  const plans = page.getByTestId('meal-category-page');
  await expect(plans.locator('.arco-table-tr', { hasText: '全托三餐' })).toContainText('12.00');
  await page.getByTestId('meal-upload').click();
  await page.getByTestId('meal-upload-input').setInputFiles({ name: '餐别.xlsx', mimeType: 'application/octet-stream', buffer: content });
  await expect(page.getByTestId('meal-upload-file')).toHaveText('餐别.xlsx');
  await page.getByTestId('meal-upload-start').click();

  const progress = page.getByTestId('task-progress');
  await expect(progress.getByTestId('task-status')).toHaveText('部分失败', { timeout: 15_000 });
  await expect(progress.getByTestId('task-counts')).toHaveText('总数 5 · 成功 3 · 失败 2');
  const errors = progress.getByTestId('task-errors');
  await expect(errors.locator('.arco-table-tr', { hasText: '人员编号 NOPE-9 不存在' })).toContainText('3');
  await expect(errors.locator('.arco-table-tr', { hasText: '餐别“不存在的餐别”不存在' })).toContainText('5');
  const link = await progress.getByTestId('task-error-file').getAttribute('href');
  const errorBook = new ExcelJS.Workbook();
  const body = await (await request.get(link!)).body();
  await errorBook.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
  const rows = errorBook.worksheets[0]!.getSheetValues()
    .slice(2)
    .map((row) => (row as unknown[]).slice(1));
  expect(rows).toEqual([
    [3, 'NOPE-9', '某人', '午餐', '人员编号 NOPE-9 不存在'],
    [5, people[3]!.personnelNo, '', '不存在的餐别', '餐别“不存在的餐别”不存在'],
  ]);

  await page.getByTestId('task-progress-close').click();

  await page.goto('/personnel/list');
  const search = page.getByTestId('diner-search');
  await search.getByLabel('人员编号').fill(people[0]!.personnelNo);
  await search.getByLabel('人员编号').press('Enter');
  const row = page.getByTestId('diner-page').locator('.arco-table-tr', { hasText: people[0]!.name });
  await expect(row).toHaveCount(1);
  await row.locator('.arco-checkbox').click();
  await page.getByTestId('diner-batch-edit').click();
  const batch = page.getByTestId('diner-batch-dialog');
  await batch.locator('.arco-select').first().click();
  await page.locator('.arco-select-option', { hasText: people[0]!.mealCategoryName }).first().click();
  await batch.getByTestId('diner-batch-refund').getByText('补贴余额退还至现金').click();
  await batch.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已修改 1 人')).toBeVisible();
});
