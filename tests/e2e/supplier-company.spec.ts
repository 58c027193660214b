import { expect, test } from './fixtures';
import { signIn } from './helpers';

test('企业信息: a supplier keeps its company (licence uploaded, rules shown) and its account', async ({ page }) => {
  await signIn(page, { account: 'supplier', tenant: '100001', supplier: true }, '/toubiao/profile/company');
  const form = page.getByTestId('company-form');
  await expect(form.getByLabel('企业名称')).toHaveValue('鲜丰农产品配送有限公司');
  await form.getByLabel('统一社会信用代码').fill('abc');
  await page.getByTestId('company-save').click();
  await expect(form).toContainText('统一社会信用代码格式不正确');
  await form.getByLabel('统一社会信用代码').fill('91330100mA2XXXXX1L');
  const address = `东湖区菜市路 ${Date.now() % 1000} 号`;
  await form.getByLabel('地址').fill(address);
  const pdf = Buffer.from('%PDF-1.4\n%e2e\n');
  await page.locator('input[type=file]').setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('company-licence')).toContainText('营业执照.pdf');
  await page.getByTestId('company-save').click();
  await expect(page.getByText('操作成功！').first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('company-form').getByLabel('地址')).toHaveValue(address);
  await expect(page.getByTestId('company-form').getByLabel('统一社会信用代码')).toHaveValue('91330100MA2XXXXX1L');
  await expect(page.getByTestId('company-licence')).toContainText('营业执照.pdf');

  await page.getByRole('tab', { name: '账号信息' }).click();
  const account = page.getByTestId('account-form');
  await account.getByLabel('手机号码').fill('139');
  await page.getByTestId('account-save').click();
  await expect(account).toContainText('请输入正确的手机号码');
  await account.getByLabel('手机号码').fill('13900000005');
  await page.getByTestId('account-save').click();
  await expect(page.getByText('操作成功！').first()).toBeVisible();
});
