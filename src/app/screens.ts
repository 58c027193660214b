// The console's screens, collected: each domain describes its own in src/domains/<domain>/screens.ts (path, page,
// title, access, buttons, what to ask for before the page is drawn), the statistics screens theirs in
// screens/screens.ts, and the shell's own are here. The router adds them once a signed-in path is first opened
// (./screen-routes.ts): nothing of this table is in the sign-in page's download. tests/unit/screens.test.ts holds it to
// the seed's menus.
//
// Adding a screen: its descriptor in its domain's screens.ts (a new domain's list joins `menuScreens` below), its page
// in the domain's pages/, and its menu item with its buttons in the seed (server/seed/menus.ts) — an existing database
// gets the menu item at its next start.
import type { ScreenDescriptor } from '../components/screen-descriptor';
import { attendanceScreens } from '../domains/attendance/screens';
import { biddingGroupScreens } from '../domains/bidding-group/screens';
import { biddingScreens } from '../domains/bidding/screens';
import { bindingScreens } from '../domains/binding/screens';
import { canteenCostScreens } from '../domains/canteen-cost/screens';
import { canteenSupplyScreens } from '../domains/canteen-supply/screens';
import { consumeScreens } from '../domains/consume/screens';
import { deptScreens } from '../domains/dept/screens';
import { devicesScreens } from '../domains/devices/screens';
import { dictScreens } from '../domains/dict/screens';
// 财务监管: 学校账簿, 指标预警, 伙食费收支
import { financeSupervisionScreens } from '../domains/finance-supervision/screens';
import { financeScreens } from '../domains/finance/screens';
import { letterScreens } from '../domains/letter/screens';
import { safetyScreens } from '../domains/safety/screens';
import { menuAdminScreens } from '../domains/menu/screens';
import { merchantScreens } from '../domains/merchant/screens';
import { openingScreens } from '../domains/opening/screens';
import { newsScreens } from '../domains/news/screens';
import { schoolsScreens } from '../domains/schools/screens';
import { traceScreens } from '../domains/trace/screens';
import { profileScreens } from '../domains/profile/screens';
import { purchaseScreens } from '../domains/purchase/screens';
import { ledgerScreens } from '../domains/ledgers/screens';
import { supplierScreens } from '../domains/supplier/screens';
import { systemPersonnelScreens } from '../domains/system-personnel/screens';
import { userScreens } from '../domains/user/screens';
import { workPersonnelScreens } from '../domains/work-personnel/screens';
// the supply chain's supplier side: 销售管理, 配送管理
import { deliveryScreens } from '../domains/delivery/screens';
import { salesScreens } from '../domains/sales/screens';
// 明厨亮灶告警 (加工管理)
import { kitchenScreens } from '../domains/kitchen/screens';
// 检测管理: 检测设备, 检测报告 (快速检测 and 农残检测 are the ledgers domain's)
import { testingScreens } from '../domains/testing/screens';
// the supplier's and the supervisors' home pages: 供应商待办, 供应商首页, 监管待办, 教育局首页
import { homesScreens } from '../domains/homes/screens';
// 办公审批 and 流程管理: the leave's process, its tasks, and the models and definitions behind it
import { workflowScreens } from '../domains/workflow/screens';
// 供餐管理 and 校外供餐: a school's meals from an outside provider, and their supervision
import { mealSupplyScreens } from '../domains/meal-supply/screens';
import { disclosureScreens } from '../domains/disclosure/screens';
// 营养管理 and 营养分析
import { nutritionScreens } from '../domains/nutrition/screens';
import { fetchTodo, workbenchKeys } from '../domains/workbench';
import { siteConfig } from '../lib/config';
import { prefetch } from '../lib/prefetch';
import { statisticsScreens } from '../../screens/screens';

export type { ScreenDescriptor };

/** The shell's own screens: fixed routes with their own titles. */
export const shellScreens: ScreenDescriptor[] = [
  {
    path: siteConfig.homePath,
    title: 'shell:welcome.title',
    load: () => import('../shell/pages/welcome-page').then((m) => m.WelcomePage),
    // 待办提醒's counts, asked for while the shell loads (after sign-in, the first thing shown)
    prefetch: () => prefetch(workbenchKeys.todo, fetchTodo),
  },
  { path: '/wel/dashboard', title: 'shell:dashboard.title', load: () => import('../shell/pages/dashboard-page').then((m) => m.DashboardPage) },
  ...profileScreens,
  { path: '/myiframe/:code', title: 'shell:frame.title', load: () => import('../shell/pages/iframe-page').then((m) => m.IframePage) },
];

/** Screens the product names with routes of their own, not built yet: the under-construction page. */
const unbuilt: ScreenDescriptor[] = ['/test/index'].map((path) => ({ path, ownRoute: true }));

/** The screens the user's menus lead to. */
export const menuScreens: ScreenDescriptor[] = [
  ...statisticsScreens,
  ...canteenCostScreens,
  ...canteenSupplyScreens,
  ...dictScreens,
  ...bindingScreens,
  ...biddingScreens,
  ...biddingGroupScreens,
  ...supplierScreens,
  ...workPersonnelScreens,
  ...systemPersonnelScreens,
  ...devicesScreens,
  ...consumeScreens,
  ...attendanceScreens,
  ...letterScreens,
  ...safetyScreens,
  ...newsScreens,
  ...schoolsScreens,
  ...merchantScreens,
  ...openingScreens,
  ...traceScreens,
  ...userScreens,
  ...deptScreens,
  ...menuAdminScreens,
  ...purchaseScreens,
  ...ledgerScreens,
  ...salesScreens,
  ...deliveryScreens,
  ...kitchenScreens,
  ...testingScreens,
  ...homesScreens,
  ...financeSupervisionScreens,
  ...financeScreens,
  ...workflowScreens,
  ...mealSupplyScreens,
  ...disclosureScreens,
  ...nutritionScreens,
  ...unbuilt,
];

const byPath = new Map(menuScreens.map((screen) => [screen.path, screen]));
/** The screens whose paths hold parameters (`/work/process/leave/form/:processDefinitionId`), matched by pattern. */
const patterned = menuScreens.filter((screen) => screen.path.includes('/:'));

/** Whether an address fits a pattern: as many segments, each the same or a `:parameter` with a value. */
const fits = (pattern: string, path: string) => {
  const wanted = pattern.split('/');
  const given = path.split('/');
  return wanted.length === given.length && wanted.every((part, index) => part === given[index] || (part.startsWith(':') && given[index] !== ''));
};

/** The menu screen of a path (an address of a screen with parameters finds that screen), if the table has one. */
export const menuScreen = (path: string): ScreenDescriptor | undefined => byPath.get(path) ?? patterned.find((screen) => fits(screen.path, path));
