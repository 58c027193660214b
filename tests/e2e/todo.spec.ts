import { expect, test } from './fixtures';
import { signIn } from './helpers';

// 待办提醒's counts are the lists' own: the approver's card says as many tenders as the list it opens holds, and the
// list opens already filtered to them.
// approver2 (the same office as approver, whose password the recovery test changes) sees the same tenders
test('the approver’s 招标项目待审批 card counts what its list holds, and opens it filtered', async ({ page }) => {
  await signIn(page, { account: 'approver2', tenant: '100001' }, '/wel/index');
  const card = page.locator('[data-testid=todo-card][data-key="bidding.approve"]');
  await expect(card).toContainText('招标项目待审批');
  const count = Number(await card.getByTestId('todo-card-count').innerText());
  expect(count).toBeGreaterThan(0);
  await card.click();
  await expect(page).toHaveURL('/zhaobiao/approve/index?biddingProgress=1');
  const pane = page.getByTestId('approve-page').getByRole('tabpanel', { name: '待审核' });
  await expect(pane).toContainText(`共 ${count} 条`);
  const rows = pane.locator('tbody tr');
  await expect(rows).toHaveCount(count);
  for (const row of await rows.all()) await expect(row).toContainText('待审核');
});
