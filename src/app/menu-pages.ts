import type { ComponentType } from 'react';
import { statisticsPages } from '../../screens/registry';

/**
 * Screens reached through menu-defined paths, by path. A menu path with no entry here shows the
 * "under construction" page; the business issues add their screens to this table.
 */
export const menuPages: Record<string, () => Promise<ComponentType>> = {
  ...statisticsPages,
  '/liancan/zhuanxiangtongji/shicaichengben/canteen-manage': () => import('../domains/canteen-cost/pages/canteen-cost-page').then((module) => module.CanteenCostPage),
  '/dict-horizontal/index': () => import('../domains/dict/pages/dict-page').then((module) => module.DictHorizontalPage),
  '/dict-vertical/index': () => import('../domains/dict/pages/dict-page').then((module) => module.DictVerticalPage),
  '/binding/supplier': () => import('../domains/binding/pages/binding-page').then((module) => module.BindingPage),
  '/jiwei/letter': () => import('../domains/letter/pages/letter-page').then((module) => module.LetterPage),
  '/system/dept': () => import('../domains/dept/pages/dept-page').then((module) => module.DeptPage),
  '/system/menu': () => import('../domains/menu/pages/menu-page').then((module) => module.MenuPage),
  '/toubiao/profile/company': () => import('../domains/supplier/pages/company-page').then((module) => module.CompanyPage),
  '/system/user': () => import('../domains/user/pages/user-page').then((module) => module.UserPage),
};

/**
 * The screens docs/product-rules.md#screens-under-the-main-layout names. They are routes of their own, so a link to
 * one opened without a session goes to sign-in and back (a path only the menus know is a 404 until then).
 */
export const specScreens = [
  '/wel/supplier',
  '/wel/education',
  '/supplier/index',
  '/education/index',
  '/home/education/agency',
  '/liancan2/home/news',
  '/home/school/list/index',
  '/liancan2/home/bankstaff',
  '/test/index',
  '/dict-horizontal/index',
  '/dict-vertical/index',
  '/subsidiaryLedger',
  '/financialVoucherView',
  '/financialVoucherAdd',
  '/financialVoucherEdit',
  '/suplierSubsidiaryLedger',
  '/supplierFinancialVoucherView',
  '/supplierFinancialVoucherAdd',
  '/supplierFinancialVoucherEdit',
  '/liancan/zhuanxiangtongji/mingchuliangzhao/index',
  '/liancan/zhuanxiangtongji/shicaisuyuan/index',
  '/liancan/zhuanxiangtongji/damijiage/index',
  '/liancan/zhuanxiangtongji/lengdongshicai/index',
  '/liancan/zhuanxiangtongji/shicaichengben/index',
  '/liancan/zhuanxiangtongji/shicaichengben/canteen-manage',
  '/liancan/zhuanxiangtongji/shitangpeican/index',
];
