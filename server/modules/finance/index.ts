// The finance module (财务, docs/product-rules.md#finance): books, subjects, periods, vouchers and the ledgers read
// from the posted vouchers, under /api/rabbit-finance. Other modules (and the finance slices: drafting, supervision)
// import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { bookRoutes } from './routes/books.ts';
import { draftRoutes } from './drafts/routes.ts';
import { ledgerRoutes } from './routes/ledger.ts';
import { periodRoutes } from './routes/periods.ts';
import { voucherRoutes } from './routes/vouchers.ts';
import { financeSupervisionRoutes, financeTodo } from './supervision/index.ts';

export const financeModule = defineModule({
  name: 'finance',
  routes: (app, ctx) => {
    bookRoutes(app, ctx);
    voucherRoutes(app, ctx);
    periodRoutes(app, ctx);
    ledgerRoutes(app, ctx);
    financeSupervisionRoutes(app, ctx);
    draftRoutes(app, ctx);
  },
  todo: financeTodo,
});

export { writeAudit, type AuditEntry } from './audit.ts';
export { bookById, bookOfSchool, bookOfSupplier, booksOfSchools, createBooks, lockBook, nextMonth, previousMonth, type Book } from './books.ts';
export { financeCaller, financeCallerOf, readableBook, keptBook, ownBook, requireAction, type FinanceCaller } from './caller.ts';
export { BOOK_KIND, GOODS_SUBJECT, OTHER_GOODS_SUBJECT, PAYABLE_PARENT, RECEIVABLE_PARENT } from './chart.ts';
export { MSG as FINANCE_MESSAGES } from './input.ts';
export { counterpartSubject, subjectByCode, type SubjectRef } from './subjects.ts';
export { draftVoucher, insertDraft, STATUS as VOUCHER_STATUS, voucherNo, type DraftRequest, type LineInput, type SavedVoucher } from './vouchers.ts';
export { FINANCE_BASE } from './routes/vouchers.ts';
export { ledgerDetail, balanceSheet } from './ledger.ts';
