import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASIC, signIn, tokenAnswer } from './helpers';

// 办公审批's journey (docs/product-rules.md#workflow): the demo teacher, who eats in 第一小学's canteen, applies for five
// days with 停餐; the 食堂负责人 approves; the 校长 claims it in 待签 and rejects it (the comment is required); the teacher
// adjusts it to two days and resubmits; the 食堂负责人 and the 后勤主任 approve; the meal stop exists; the detail draws
// the diagram with the path lit. The approvals the journey does not look at are made through the API.
const F = '/api/rabbit-flow';

interface Person {
  id: string;
  name: string;
  headers: Record<string, string>;
}

const person = async (request: APIRequestContext, account: string): Promise<Person> => {
  const token = await tokenAnswer(request, account);
  return { id: String(token.user_id), name: String(token.real_name), headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token.access_token}` } };
};

const data = async <T>(answer: Promise<{ json: () => Promise<unknown> }>): Promise<T> => ((await (await answer).json()) as { data: T }).data;

interface Task {
  id: string;
  processInstanceId: string;
}

/** The caller's open task (claimed first when it is a post's) of the instance, completed with 同意. */
async function approve(request: APIRequestContext, who: Person, processInstanceId: string) {
  const claimable = await data<{ records: Task[] }>(request.get(`${F}/work/claim-list`, { headers: who.headers, params: { size: '50' } }));
  const offered = claimable.records.find((task) => task.processInstanceId === processInstanceId);
  if (offered) expect((await request.post(`${F}/work/claim-task`, { headers: who.headers, data: { taskId: offered.id } })).ok()).toBe(true);
  const todo = await data<{ records: Task[] }>(request.get(`${F}/work/todo-list`, { headers: who.headers, params: { size: '50' } }));
  const task = todo.records.find((item) => item.processInstanceId === processInstanceId)!;
  const done = await request.post(`${F}/work/complete-task`, {
    headers: who.headers,
    data: { taskId: task.id, processInstanceId, flag: 'ok', comment: '同意' },
  });
  expect(((await done.json()) as { code: number }).code).toBe(200);
}

/** The first day of the test's leave: far ahead, apart from other runs' (fixed once: the run may cross a minute). */
const FIRST = Date.UTC(2031, 0, 1) + (Math.floor(Date.now() / 60_000) % 2000) * 5 * 86_400_000;

/** A day of the test's leave, as the form types it. */
const day = (offset: number, time: string) => `${new Date(FIRST + offset * 86_400_000).toISOString().slice(0, 10)} ${time}`;

async function pickTime(page: Page, testId: string, value: string) {
  const input = page.getByTestId(testId).locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  // Enter takes a typed time; a picker still open is confirmed with its 确定
  const confirm = page.locator('.arco-picker-container:visible').getByRole('button', { name: '确定' });
  if (await confirm.isVisible()) await confirm.click();
  await expect(input).toHaveValue(value);
}

/** A new tab signed in as `account` (the last one closed: the shell keeps one session per browser). */
async function as(page: Page, account: string, path: string): Promise<Page> {
  const next = await page.context().newPage();
  await page.close();
  await signIn(next, { account, tenant: '100001' }, path);
  return next;
}

test('请假: applied with 停餐, rejected by the 校长, adjusted to two days, approved; the meal stop exists and the detail lights the path', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const canteen = await person(request, 'canteen');
  const logistics = await person(request, 'logistics');
  const teacher = await person(request, 'teacher');

  // the teacher applies in the form: five days with 停餐
  await signIn(page, { account: 'teacher', tenant: '100001' }, '/work/leave/index');
  await page.getByTestId('leave-start').click();
  await expect(page).toHaveURL(/\/work\/process\/leave\/form\/\d+$/);
  await expect(page.getByTestId('leave-stop-meals')).toBeEnabled();
  await page.getByTestId('leave-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: '请选择审批人' })).toBeVisible();
  await page.getByTestId('leave-approver').click();
  await page
    .getByRole('option', { name: new RegExp(canteen.name) })
    .first()
    .click();
  await pickTime(page, 'leave-start', day(0, '08:00'));
  await pickTime(page, 'leave-end', day(4, '17:00'));
  await expect(page.getByTestId('leave-form-days')).toHaveText('5 天');
  await page.getByTestId('leave-reason').fill('家中有事，请假五天。');
  await page.getByTestId('leave-stop-meals').click();
  await page.getByTestId('leave-submit').click();
  await expect(page).toHaveURL(/\/work\/process\/leave\/detail\/\d+\/\d+$/);
  const [processInstanceId] = page.url().split('/').slice(-2);
  await expect(page.getByTestId('leave-status')).toHaveText('审批中');
  await expect(page).toHaveTitle(/^流程详情/);
  await expect(page.getByTestId('leave-days')).toHaveText('5 天');

  // the 食堂负责人 approves (API); more than three days: the 校长's post, offered in 待签
  await approve(request, canteen, processInstanceId!);
  page = await as(page, 'school', '/work/claim');
  const offered = page.getByTestId('workflow-claim-table').locator('.arco-table-tr', { hasText: teacher.name });
  await offered.getByRole('button', { name: '签收' }).click();
  await expect(page).toHaveURL(/\/work\/process\/leave\/handle\//);
  await expect(page).toHaveTitle(/^办理请假/);
  await expect(page.getByTestId('leave-days')).toHaveText('5 天');
  await page.getByTestId('leave-reject').click();
  await expect(page.getByTestId('leave-comment-warning')).toHaveText('请填写批复意见');
  await page.getByTestId('leave-comment').fill('五天太长，请调整。');
  const handled = page.url();
  await page.getByTestId('leave-reject').click();
  await expect(page).toHaveURL(/\/work\/todo$/);
  // the task opened again (a second tab, a stale link): it says it was handled, with nothing left to press
  await page.goto(handled);
  await expect(page.getByTestId('leave-handle-done')).toHaveText('任务已办理');
  await expect(page.getByTestId('leave-approve')).toHaveCount(0);

  // the teacher adjusts it to two days in 待办 and resubmits
  page = await as(page, 'teacher', '/work/todo');
  const adjust = page.getByTestId('workflow-todo-table').locator('.arco-table-tr', { hasText: '调整申请' });
  await adjust.getByRole('button', { name: '办理' }).click();
  await expect(page.getByTestId('flow-timeline')).toContainText('五天太长，请调整。');
  await pickTime(page, 'leave-end', day(1, '17:00'));
  await expect(page.getByTestId('leave-form-days')).toHaveText('2 天');
  await page.getByTestId('leave-submit').click();
  await expect(page).toHaveURL(/\/work\/todo$/);

  // the 食堂负责人 and, two days, the 后勤主任 approve (API): approved, with its meal stop
  await approve(request, canteen, processInstanceId!);
  await approve(request, logistics, processInstanceId!);
  const sent = await data<{ records: { id: string; businessId: string }[] }>(
    request.get(`${F}/work/send-list`, { headers: teacher.headers, params: { size: '50' } }),
  );
  const businessId = sent.records.find((row) => row.id === processInstanceId)!.businessId;
  const leave = await data<{ status: number; days: number; mealStopId: string | null }>(
    request.get(`${F}/leave/detail`, { headers: teacher.headers, params: { processInstanceId: processInstanceId!, businessId } }),
  );
  expect(leave).toMatchObject({ status: 2, days: 2 });
  const school = await person(request, 'school');
  const stops = await data<{ records: { id: string; source: number; status: number }[] }>(
    request.get('/api/rabbit-kaoqin/mealStop/list', { headers: school.headers, params: { size: '100' } }),
  );
  expect(stops.records.find((stop) => stop.id === leave.mealStopId)).toMatchObject({ source: 2, status: 1 });

  // the detail: 已通过, the diagram drawn with the path taken marked and the 校长's rejected turn among the steps
  await page.goto(`/work/process/leave/detail/${processInstanceId}/${businessId}`);
  await expect(page.getByTestId('leave-status')).toHaveText('已通过');
  const diagram = page.getByTestId('flow-diagram');
  await expect(diagram).toHaveAttribute('data-drawn', 'true');
  await expect(diagram.locator('[data-element-id="managerTask"].flow-done')).toHaveCount(1);
  await expect(diagram.locator('.flow-done').first()).toBeVisible();
  await expect(page.getByTestId('flow-timeline')).toContainText('驳回');
});

test('流程跟踪: the administrator finds the demo teacher’s leave waiting on 李食堂 and opens its detail with the node lit', async ({ page }) => {
  await signIn(page, { account: 'admin', tenant: '000000' }, '/activitiManage/follow/index');
  const row = page.getByTestId('workflow-follow-table').locator('.arco-table-tr', { hasText: '王老师' }).filter({ hasText: '食堂负责人审批' });
  await expect(row.first()).toContainText('东湖区教育局');
  await row.first().getByRole('button', { name: '查看' }).click();
  await expect(page).toHaveURL(/\/work\/process\/leave\/detail\/\d+\/\d+$/);
  await expect(page.getByTestId('leave-status')).toHaveText('审批中');
  const diagram = page.getByTestId('flow-diagram');
  await expect(diagram).toHaveAttribute('data-drawn', 'true');
  await expect(diagram.locator('[data-element-id="hrTask"].flow-current')).toHaveCount(1);
});
