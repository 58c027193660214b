import { expect, test } from './fixtures';
import { setClock, tenderAt } from './bidding-helpers';
import { signIn } from './helpers';

// 评标打分 with five bidders: the scores are entered in one matrix (a row per bid, a column per score item with its
// maximum in the header); a score above the maximum marks its field and, on submit, is brought into view. The tender
// is opened through the API (bidding-helpers.ts); the clock is put back after the test.
test.afterEach(async ({ request }) => setClock(request, 0));

test('评标打分 for five bidders: the matrix, an over-maximum score marked and scrolled to on submit', async ({ page, request }) => {
  test.setTimeout(90_000);
  // 营业执照 only: 湖畔水产, whose 食品经营许可证 has lapsed, may bid too — five bidders
  const { id, bids } = await tenderAt(request, 'opened', {
    title: `端到端五家评标${Date.now().toString(36)}`,
    requiredDocTypes: [1],
    suppliers: ['supplier', 'supplier2', 'supplier3', 'supplier4', 'supplier5'],
  });

  await signIn(page, { account: 'expert', tenant: '100001' }, `/zhaobiao/evaluate/score?id=${id}`);
  const declaration = page.getByTestId('avoidance-card');
  await declaration.getByTestId('avoidance-check').click();
  await declaration.getByTestId('avoidance-confirm').click();

  const matrix = page.getByTestId('score-entry-matrix');
  await expect(matrix.locator('tbody .arco-table-tr')).toHaveCount(5);
  await expect(matrix.locator('thead')).toContainText('商品质量（满分 30）');
  await expect(matrix.locator('thead')).toContainText('配送服务（满分 30）');
  // the cards keep the bids' quotes and documents; the scores are the matrix's
  await expect(page.getByTestId(`score-items-${bids[0]}`)).toHaveCount(0);

  for (const bid of bids) {
    await page
      .getByTestId(`score-input-${bid}-quality`)
      .locator('input')
      .or(page.locator(`input[data-testid="score-input-${bid}-quality"]`))
      .fill('25');
    await page
      .getByTestId(`score-input-${bid}-service`)
      .locator('input')
      .or(page.locator(`input[data-testid="score-input-${bid}-service"]`))
      .fill('24');
  }
  const last = page
    .getByTestId(`score-input-${bids[4]}-service`)
    .locator('input')
    .or(page.locator(`input[data-testid="score-input-${bids[4]}-service"]`));
  await last.fill('31');
  await last.press('Tab');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('score-submit').click();
  await expect(page.getByTestId('score-refusal')).toHaveText('请为全部有效投标的每个评分项填写 0 至满分之间的分数后再提交');
  await expect(last).toBeInViewport();
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-invalid', 'true');
});
