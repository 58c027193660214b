// The one table of the console's screens: each screen's path, how its page loads, its title, who may open
// it and the buttons it shows. The router (its own routes), the menu-defined pages (which page a menu path
// opens) and the tests derive from it; tests/unit/screens.test.ts holds it to the seed's menus.
//
// Adding a screen: its descriptor here, its page in its domain folder (src/domains/<domain>/pages/), and its
// menu item with its buttons in the seed (server/db/seed/menus.ts) — an existing database gets the menu item
// at its next start.
import type { ComponentType } from 'react';
import { statisticsPages } from '../../screens/registry';
import { siteConfig } from '../lib/config';
import type { AccessRule, UserKind } from '../session';

export interface ScreenDescriptor {
  path: string;
  /** The page; a screen without one shows the "under construction" page (正在建设中). */
  load?: () => Promise<ComponentType>;
  /** i18n key of the title, for the shell's own screens; a menu screen takes its menu item's label. */
  title?: string;
  /** Who may open it beyond the menus' own grants (user types it is hidden from, roles). */
  access?: AccessRule;
  /** The button codes the page shows (each also checked by the server on the call it guards). */
  buttons?: readonly string[];
  /**
   * For a screen reached from a menu screen (a detail, a form): that menu screen's path. Whoever the menus grant
   * it may open this one too; its buttons are among that screen's. Such a screen has a route of its own and a title.
   */
  within?: string;
  /**
   * A route of its own — a link to it opened without a session goes to sign-in and back. The other menu
   * screens are found through the user's menus, and a path the menus lack is a 404 until then.
   */
  ownRoute?: boolean;
  /**
   * The kinds of account whose own data the screen shows (a supplier's sign-ups, its papers). Another kind the
   * menus grant it (the platform administrator previewing the menus) sees who the screen is for, not a failure.
   */
  serves?: readonly UserKind[];
}

/** The shell's own screens: fixed routes with their own titles. */
export const shellScreens: ScreenDescriptor[] = [
  { path: siteConfig.homePath, title: 'shell:welcome.title', load: () => import('../shell/pages/welcome-page').then((m) => m.WelcomePage) },
  { path: '/wel/dashboard', title: 'shell:dashboard.title', load: () => import('../shell/pages/dashboard-page').then((m) => m.DashboardPage) },
  {
    path: '/info/index',
    title: 'shell:user.info',
    access: { hideFor: ['supplier'] },
    load: () => import('../domains/profile/pages/info-page').then((m) => m.InfoPage),
  },
  { path: '/myiframe/:code', title: 'shell:frame.title', load: () => import('../shell/pages/iframe-page').then((m) => m.IframePage) },
];

const statistics: ScreenDescriptor[] = Object.entries(statisticsPages).map(([path, load]) => ({ path, load, ownRoute: true }));

/** The screens the user's menus lead to. */
export const menuScreens: ScreenDescriptor[] = [
  ...statistics,
  {
    path: '/liancan/zhuanxiangtongji/shicaichengben/canteen-manage',
    ownRoute: true,
    buttons: ['canteen_cost_edit'],
    load: () => import('../domains/canteen-cost/pages/canteen-cost-page').then((m) => m.CanteenCostPage),
  },
  {
    path: '/dict-horizontal/index',
    ownRoute: true,
    buttons: ['dict_add', 'dict_edit', 'dict_delete'],
    load: () => import('../domains/dict/pages/dict-page').then((m) => m.DictHorizontalPage),
  },
  {
    path: '/dict-vertical/index',
    ownRoute: true,
    buttons: ['dict_vertical_add', 'dict_vertical_edit', 'dict_vertical_delete'],
    load: () => import('../domains/dict/pages/dict-page').then((m) => m.DictVerticalPage),
  },
  {
    path: '/binding/supplier',
    buttons: ['binding_add', 'binding_delete'],
    load: () => import('../domains/binding/pages/binding-page').then((m) => m.BindingPage),
  },
  {
    path: '/zhaobiao/bidding/index',
    buttons: ['bidding_add', 'bidding_edit', 'bidding_delete', 'bidding_submit', 'bidding_shortlist', 'bidding_opening', 'bidding_award', 'bidding_terminate'],
    load: () => import('../domains/bidding/pages/tender/tender-list-page').then((m) => m.TenderListPage),
  },
  {
    path: '/zhaobiao/bidding/form',
    within: '/zhaobiao/bidding/index',
    ownRoute: true,
    title: 'menu:biddingProjectForm',
    buttons: ['bidding_add', 'bidding_edit', 'bidding_submit'],
    load: () => import('../domains/bidding/pages/tender/tender-form-page').then((m) => m.TenderFormPage),
  },
  {
    path: '/zhaobiao/bidding/detail',
    within: '/zhaobiao/bidding/index',
    ownRoute: true,
    title: 'menu:biddingProjectDetail',
    buttons: ['bidding_submit', 'bidding_shortlist', 'bidding_opening', 'bidding_award', 'bidding_terminate'],
    load: () => import('../domains/bidding/pages/tender/tender-detail-page').then((m) => m.TenderDetailPage),
  },
  {
    path: '/workPersonnel/list',
    buttons: ['work_personnel_add', 'work_personnel_edit', 'work_personnel_delete'],
    load: () => import('../domains/work-personnel/pages/personnel-page').then((m) => m.PersonnelPage),
  },
  {
    path: '/workPersonnel/statistics',
    load: () => import('../domains/work-personnel/pages/statistics-page').then((m) => m.StatisticsPage),
  },
  {
    path: '/workPersonnel/healthCertificate',
    load: () => import('../domains/work-personnel/pages/health-certificate-page').then((m) => m.HealthCertificatePage),
  },
  {
    path: '/personnel/list',
    // personnel_import and personnel_sync belong to the import and 同步数据 buttons, which come with the import
    // service and the synchron* calls (not built yet: the page shows neither)
    buttons: ['personnel_add', 'personnel_edit', 'personnel_delete', 'personnel_export', 'personnel_close', 'personnel_import', 'personnel_sync'],
    load: () => import('../domains/system-personnel/pages/personnel-page').then((m) => m.PersonnelPage),
  },
  {
    path: '/personnel/card',
    buttons: ['card_status_edit', 'card_replace'],
    load: () => import('../domains/system-personnel/pages/card-page').then((m) => m.CardPage),
  },
  {
    path: '/personnel/wallet',
    buttons: ['wallet_export'],
    load: () => import('../domains/system-personnel/pages/wallet-page').then((m) => m.WalletPage),
  },
  {
    path: '/personnel/mealCategory',
    buttons: ['meal_category_upload', 'meal_category_edit'],
    load: () => import('../domains/system-personnel/pages/meal-category-page').then((m) => m.MealCategoryPage),
  },
  {
    path: '/device/face',
    buttons: ['device_edit', 'device_face_down', 'device_face_delete', 'device_reboot'],
    load: () => import('../domains/devices/pages/face-device-page').then((m) => m.FaceDevicePage),
  },
  {
    path: '/device/personnel',
    buttons: ['device_personnel_delete'],
    load: () => import('../domains/devices/pages/device-personnel-page').then((m) => m.DevicePersonnelPage),
  },
  {
    path: '/device/window',
    // the people's pushes and deletions are device_face_down and device_face_delete (人脸设备's), checked again by the server
    buttons: ['device_window_edit'],
    load: () => import('../domains/devices/pages/window-page').then((m) => m.WindowPage),
  },
  {
    path: '/consume/detail/index',
    buttons: ['consume_reverse', 'consume_manual'],
    load: () => import('../domains/consume/pages/detail-page').then((m) => m.DetailPage),
  },
  {
    path: '/consume/recharge/index',
    buttons: ['recharge_add'],
    load: () => import('../domains/consume/pages/recharge-page').then((m) => m.RechargePage),
  },
  {
    path: '/consume/refund/index',
    buttons: ['refund_add'],
    load: () => import('../domains/consume/pages/refund-page').then((m) => m.RefundPage),
  },
  {
    path: '/consume/subsidy/index',
    buttons: ['subsidy_grant'],
    load: () => import('../domains/consume/pages/subsidy-page').then((m) => m.SubsidyPage),
  },
  { path: '/consume/summary/index', load: () => import('../domains/consume/pages/summary-page').then((m) => m.SummaryPage) },
  {
    path: '/zhaobiao/group/index',
    buttons: ['bidding_group_add', 'bidding_group_edit', 'bidding_group_delete'],
    load: () => import('../domains/bidding-group/pages/bidding-group-page').then((m) => m.BiddingGroupPage),
  },
  {
    path: '/zhaobiao/approve/index',
    buttons: ['bidding_approve'],
    load: () => import('../domains/bidding/pages/review/approve-page').then((m) => m.ApprovePage),
  },
  {
    path: '/zhaobiao/evaluate/index',
    buttons: ['evaluation_submit'],
    load: () => import('../domains/bidding/pages/review/evaluate-page').then((m) => m.EvaluatePage),
  },
  {
    path: '/zhaobiao/evaluate/score',
    within: '/zhaobiao/evaluate/index',
    ownRoute: true,
    title: 'bidding-review:score.title',
    buttons: ['evaluation_submit'],
    load: () => import('../domains/bidding/pages/review/score-page').then((m) => m.ScorePage),
  },
  {
    path: '/zhaobiao/catalogue/index',
    buttons: ['bidding_commodity_delete'],
    load: () => import('../domains/bidding/pages/review/catalogue-page').then((m) => m.CataloguePage),
  },
  { path: '/bidding/list', load: () => import('../domains/bidding/pages/review/overview-page').then((m) => m.OverviewPage) },
  { path: '/bidding/notice', load: () => import('../domains/bidding/pages/review/notice-page').then((m) => m.NoticePage) },
  { path: '/jiwei/letter', buttons: ['letter_add', 'letter_reply'], load: () => import('../domains/letter/pages/letter-page').then((m) => m.LetterPage) },
  { path: '/system/dept', buttons: ['dept_add', 'dept_edit', 'dept_delete'], load: () => import('../domains/dept/pages/dept-page').then((m) => m.DeptPage) },
  { path: '/system/menu', buttons: ['menu_add', 'menu_edit', 'menu_delete'], load: () => import('../domains/menu/pages/menu-page').then((m) => m.MenuPage) },
  {
    path: '/toubiao/hall/index',
    serves: ['supplier'],
    buttons: ['bidding_signup'],
    load: () => import('../domains/bidding/pages/supplier/hall-page').then((m) => m.HallPage),
  },
  {
    path: '/toubiao/my/index',
    serves: ['supplier'],
    buttons: ['bidding_quote'],
    load: () => import('../domains/bidding/pages/supplier/my-bidding-page').then((m) => m.MyBiddingPage),
  },
  {
    path: '/toubiao/my/quote',
    serves: ['supplier'],
    within: '/toubiao/my/index',
    ownRoute: true,
    title: 'bidding-supplier:quote.title',
    buttons: ['bidding_quote'],
    load: () => import('../domains/bidding/pages/supplier/quote-page').then((m) => m.QuotePage),
  },
  { path: '/bidding/my', load: () => import('../domains/bidding/pages/supplier/history-page').then((m) => m.HistoryPage) },
  {
    path: '/toubiao/profile/company',
    serves: ['supplier'],
    buttons: ['supplier_company_edit'],
    load: () => import('../domains/supplier/pages/company-page').then((m) => m.CompanyPage),
  },
  {
    path: '/toubiao/profile/qualification',
    serves: ['supplier'],
    buttons: ['supplier_qualification_upload'],
    load: () => import('../domains/supplier/pages/qualification-page').then((m) => m.QualificationPage),
  },
  {
    path: '/system/user',
    buttons: ['user_add', 'user_edit', 'user_delete', 'user_reset'],
    load: () => import('../domains/user/pages/user-page').then((m) => m.UserPage),
  },
  {
    path: '/kaoqin/group/index',
    buttons: ['attendance_group_add', 'attendance_group_edit', 'attendance_group_delete'],
    load: () => import('../domains/attendance/pages/group-page').then((m) => m.GroupPage),
  },
  { path: '/kaoqin/record/index', load: () => import('../domains/attendance/pages/record-page').then((m) => m.RecordPage) },
  {
    path: '/kaoqin/patch/index',
    buttons: ['patch_add', 'patch_approve'],
    load: () => import('../domains/attendance/pages/patch-page').then((m) => m.PatchPage),
  },
  {
    path: '/kaoqin/mealStop/index',
    buttons: ['meal_stop_add', 'meal_stop_delete'],
    load: () => import('../domains/attendance/pages/meal-stop-page').then((m) => m.MealStopPage),
  },
  { path: '/kaoqin/report/index', load: () => import('../domains/attendance/pages/report-page').then((m) => m.ReportPage) },
  // Screens the product names with routes of their own, not built yet (the under-construction page).
  ...[
    '/wel/supplier',
    '/wel/education',
    '/supplier/index',
    '/education/index',
    '/home/education/agency',
    '/liancan2/home/news',
    '/home/school/list/index',
    '/liancan2/home/bankstaff',
    '/test/index',
    '/subsidiaryLedger',
    '/financialVoucherView',
    '/financialVoucherAdd',
    '/financialVoucherEdit',
    '/suplierSubsidiaryLedger',
    '/supplierFinancialVoucherView',
    '/supplierFinancialVoucherAdd',
    '/supplierFinancialVoucherEdit',
  ].map((path): ScreenDescriptor => ({ path, ownRoute: true })),
];

const byPath = new Map(menuScreens.map((screen) => [screen.path, screen]));

/** The menu screen of a path, if the table has one. */
export const menuScreen = (path: string): ScreenDescriptor | undefined => byPath.get(path);
