// Every call of the 消费 domain (消费流水, 充值记录, 退款记录, 补贴发放, 消费汇总), in one table: the organisation's
// backend may serve them elsewhere, and remapping a path is a change here only (docs/contract.md#consume).
const CONSUME = '/api/rabbit-consume';

export const CONSUME_PATHS = {
  detailList: `${CONSUME}/detail/list`,
  detailExport: `${CONSUME}/detail/export`,
  reverse: `${CONSUME}/detail/reverse`,
  manual: `${CONSUME}/detail/manual`,
  rechargeList: `${CONSUME}/recharge/list`,
  rechargeExport: `${CONSUME}/recharge/export`,
  recharge: `${CONSUME}/recharge/submit`,
  refundList: `${CONSUME}/refund/list`,
  refundExport: `${CONSUME}/refund/export`,
  refund: `${CONSUME}/refund/submit`,
  subsidyList: `${CONSUME}/subsidy/list`,
  subsidyExport: `${CONSUME}/subsidy/export`,
  grant: `${CONSUME}/subsidy/grant`,
  summaryDaily: `${CONSUME}/summary/daily`,
  summarySchool: `${CONSUME}/summary/school`,
} as const;

export type TxnKind = 'detail' | 'recharge' | 'refund' | 'subsidy';
