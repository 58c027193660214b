// The finance domain's screens (src/app/screens.ts collects every domain's): 凭证列表, 录入凭证 and 查看凭证 (kept
// alive), 编辑 (drafts only, within 凭证列表), 明细账, 科目余额表, 会计科目, 结账管理 — and the supplier's copies of the
// voucher and ledger screens, the same pages on the supplier's own book (docs/product-rules.md#finance).
import type { ScreenDescriptor } from '../../components/screen-descriptor';

const list = () => import('./pages/voucher-list-page');
const add = () => import('./pages/voucher-add-page');
const view = () => import('./pages/voucher-view-page');
const edit = () => import('./pages/voucher-edit-page');
const ledger = () => import('./pages/ledger-page');

const school: ScreenDescriptor[] = [
  {
    path: '/finance/voucher/index',
    buttons: ['voucher_add', 'voucher_edit', 'voucher_delete', 'voucher_audit', 'voucher_post', 'voucher_reverse'],
    load: () => list().then((m) => m.VoucherListPage),
  },
  { path: '/financialVoucherAdd', ownRoute: true, load: () => add().then((m) => m.VoucherAddPage) },
  { path: '/financialVoucherView', ownRoute: true, load: () => view().then((m) => m.VoucherViewPage) },
  {
    path: '/financialVoucherEdit',
    within: '/finance/voucher/index',
    ownRoute: true,
    title: 'menu:voucherEdit',
    buttons: ['voucher_edit'],
    load: () => edit().then((m) => m.VoucherEditPage),
  },
  { path: '/subsidiaryLedger', ownRoute: true, load: () => ledger().then((m) => m.LedgerPage) },
  { path: '/finance/ledger/balance', load: () => import('./pages/balance-page').then((m) => m.BalancePage) },
  {
    path: '/finance/setting/subject',
    buttons: ['subject_add', 'subject_edit', 'subject_delete'],
    load: () => import('./pages/subject-page').then((m) => m.SubjectPage),
  },
  {
    path: '/finance/payment/index',
    buttons: ['payment_add', 'payment_delete'],
    load: () => import('./payments/payment-page').then((m) => m.PaymentPage),
  },
  {
    path: '/finance/setting/period',
    buttons: ['period_close', 'period_reopen'],
    load: () => import('./pages/period-page').then((m) => m.PeriodPage),
  },
];

const supplier: ScreenDescriptor[] = [
  {
    path: '/finance/supplier/voucher',
    buttons: ['supplier_voucher_add', 'supplier_voucher_edit', 'supplier_voucher_delete', 'supplier_voucher_audit', 'supplier_voucher_post'],
    load: () => list().then((m) => m.SupplierVoucherListPage),
  },
  { path: '/supplierFinancialVoucherAdd', ownRoute: true, load: () => add().then((m) => m.SupplierVoucherAddPage) },
  { path: '/supplierFinancialVoucherView', ownRoute: true, load: () => view().then((m) => m.SupplierVoucherViewPage) },
  {
    path: '/supplierFinancialVoucherEdit',
    within: '/finance/supplier/voucher',
    ownRoute: true,
    title: 'menu:supplierVoucherEdit',
    buttons: ['supplier_voucher_edit'],
    load: () => edit().then((m) => m.SupplierVoucherEditPage),
  },
  { path: '/suplierSubsidiaryLedger', ownRoute: true, load: () => ledger().then((m) => m.SupplierLedgerPage) },
];

export const financeScreens: ScreenDescriptor[] = [...school, ...supplier];
