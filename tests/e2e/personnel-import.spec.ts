import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

// 人员信息's 导入人员 and 同步数据 as the school, on the real server and its task engine (the API suite has the rows'
// reasons, the refusals of whole files, the races and the syncs in detail): 下载模板 downloads the template; a sheet
// of three rows built here, one of them bad, ends 部分失败 with the bad row's number and reason and the error file
// offered, and the two good people are in the list; 同步教师, confirmed, shows its counts.
test('人员信息: 导入人员 of two good rows and a bad one → 部分失败; 同步数据 shows its counts', async ({ page }) => {
  test.setTimeout(40_000);
  const prefix = `EI${Date.now().toString(36).slice(-6)}`;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('人员导入');
  sheet.addRow(['人员编号', '姓名', '类型', '班级', '手机号码', '卡号', '餐别']);
  sheet.addRow([`${prefix}1`, `导入甲${prefix}`, '学生', '三年级二班', '', '', '']);
  sheet.addRow([`${prefix}2`, `导入乙${prefix}`, '家长', '', '', '', '']);
  sheet.addRow([`${prefix}3`, `导入丙${prefix}`, '教师', '', '13800138000', '', '']);
  const content = Buffer.from(await book.xlsx.writeBuffer());

  await signIn(page, { account: 'school', tenant: '100001' }, '/personnel/list');
  await page.getByTestId('personnel-import').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('personnel-import-template').click()]);
  expect(download.suggestedFilename()).toBe('人员导入模板.xlsx');
  await page.getByTestId('personnel-import-input').setInputFiles({ name: '人员.xlsx', mimeType: 'application/octet-stream', buffer: content });
  await expect(page.getByTestId('personnel-import-file')).toHaveText('人员.xlsx');
  await page.getByTestId('personnel-import-start').click();

  const progress = page.getByTestId('task-progress');
  await expect(progress.getByTestId('task-status')).toHaveText('部分失败', { timeout: 15_000 });
  await expect(progress.getByTestId('task-counts')).toHaveText('总数 3 · 成功 2 · 失败 1');
  await expect(progress.getByTestId('task-errors').locator('.arco-table-tr', { hasText: '类型须为教师、学生或职工' })).toContainText('3');
  await expect(progress.getByTestId('task-error-file')).toHaveAttribute('href', /downloadFile\?id=/);
  await page.getByTestId('task-progress-close').click();

  const search = page.getByTestId('diner-search');
  await search.getByLabel('人员编号').fill(prefix);
  await search.getByLabel('人员编号').press('Enter');
  const table = page.getByTestId('diner-table');
  await expect(table.locator('.arco-table-tr', { hasText: `导入甲${prefix}` })).toContainText('三年级二班');
  await expect(table.locator('.arco-table-tr', { hasText: `导入丙${prefix}` })).toContainText('教师');
  await expect(table.locator('.arco-table-tr', { hasText: `导入乙${prefix}` })).toHaveCount(0);

  await page.getByTestId('personnel-sync').click();
  await page.getByTestId('personnel-sync-teacher').click();
  await expect(page.getByText('确定从学校数据同步教师吗？')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/^同步教师完成：新增 \d+ 人，更新 \d+ 人$/)).toBeVisible();
});
