// The calls of 生成凭证 and 付款登记 (docs/contract.md, docs/product-rules.md#drafted-vouchers): remapping one is a
// change here only.
const FINANCE = '/api/rabbit-finance';

export const DRAFT_PATHS = {
  draftPending: `${FINANCE}/draft/pending`,
  draftRun: `${FINANCE}/draft/run`,
  paymentPage: `${FINANCE}/payment/page`,
  paymentSuppliers: `${FINANCE}/payment/suppliers`,
  paymentSubmit: `${FINANCE}/payment/submit`,
  paymentRemove: `${FINANCE}/payment/remove`,
} as const;
