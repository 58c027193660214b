import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function shot(account, tenant, file, path, w = 1600) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } });
  await p.goto('http://127.0.0.1:18702/login');
  await p.getByTestId('account-input').fill(account);
  await p.getByTestId('tenant-input').fill(tenant);
  await p.getByTestId('password-input').fill('Demo1234');
  await p.getByTestId('captcha-input').fill('x');
  await p.getByTestId('login-submit').click();
  await p.getByTestId('user-name').waitFor();
  if (path) await p.goto('http://127.0.0.1:18702' + path);
  await p.waitForTimeout(1500);
  await p.screenshot({ path: file });
  await p.close();
}
await shot(process.argv[2], process.argv[3], process.argv[4], process.argv[5], Number(process.argv[6] || 1600));
await b.close();
