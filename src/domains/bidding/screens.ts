// The bidding domain's screens (src/app/screens.ts collects every domain's): the tenderer's (招标项目, with its form and
// detail opened within it), the reviewers' (招标审核, 专家评标 and its scoring, 供货目录, 招标项目总览, 招标公告) and the
// supplier's (招标大厅, 我的投标 and its quote, 投标记录).
import type { ScreenDescriptor } from '../../components/screen-descriptor';
import { DETAIL_PATH, FORM_PATH, LIST_PATH } from './pages/tender/paths';

const tender: ScreenDescriptor[] = [
  {
    path: LIST_PATH,
    buttons: ['bidding_add', 'bidding_edit', 'bidding_delete', 'bidding_submit', 'bidding_shortlist', 'bidding_opening', 'bidding_award', 'bidding_terminate'],
    load: () => import('./pages/tender/tender-list-page').then((m) => m.TenderListPage),
  },
  {
    path: FORM_PATH,
    within: LIST_PATH,
    ownRoute: true,
    title: 'menu:biddingProjectForm',
    buttons: ['bidding_add', 'bidding_edit', 'bidding_submit'],
    load: () => import('./pages/tender/tender-form-page').then((m) => m.TenderFormPage),
  },
  {
    path: DETAIL_PATH,
    within: LIST_PATH,
    ownRoute: true,
    title: 'menu:biddingProjectDetail',
    buttons: ['bidding_submit', 'bidding_shortlist', 'bidding_opening', 'bidding_award', 'bidding_terminate'],
    load: () => import('./pages/tender/tender-detail-page').then((m) => m.TenderDetailPage),
  },
];

const review: ScreenDescriptor[] = [
  {
    path: '/zhaobiao/approve/index',
    buttons: ['bidding_approve'],
    load: () => import('./pages/review/approve-page').then((m) => m.ApprovePage),
  },
  {
    path: '/zhaobiao/evaluate/index',
    buttons: ['evaluation_submit'],
    load: () => import('./pages/review/evaluate-page').then((m) => m.EvaluatePage),
  },
  {
    path: '/zhaobiao/evaluate/score',
    within: '/zhaobiao/evaluate/index',
    ownRoute: true,
    title: 'bidding-review:score.title',
    buttons: ['evaluation_submit'],
    load: () => import('./pages/review/score-page').then((m) => m.ScorePage),
  },
  {
    path: '/zhaobiao/catalogue/index',
    buttons: ['bidding_commodity_delete'],
    load: () => import('./pages/review/catalogue-page').then((m) => m.CataloguePage),
  },
  { path: '/bidding/list', load: () => import('./pages/review/overview-page').then((m) => m.OverviewPage) },
  { path: '/bidding/notice', load: () => import('./pages/review/notice-page').then((m) => m.NoticePage) },
];

const supplier: ScreenDescriptor[] = [
  {
    path: '/toubiao/hall/index',
    serves: ['supplier'],
    buttons: ['bidding_signup'],
    load: () => import('./pages/supplier/hall-page').then((m) => m.HallPage),
  },
  {
    path: '/toubiao/my/index',
    serves: ['supplier'],
    buttons: ['bidding_quote'],
    load: () => import('./pages/supplier/my-bidding-page').then((m) => m.MyBiddingPage),
  },
  {
    path: '/toubiao/my/quote',
    serves: ['supplier'],
    within: '/toubiao/my/index',
    ownRoute: true,
    title: 'bidding-supplier:quote.title',
    buttons: ['bidding_quote'],
    load: () => import('./pages/supplier/quote-page').then((m) => m.QuotePage),
  },
  { path: '/bidding/my', load: () => import('./pages/supplier/history-page').then((m) => m.HistoryPage) },
];

export const biddingScreens: ScreenDescriptor[] = [...tender, ...review, ...supplier];
