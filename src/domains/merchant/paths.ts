// Every call of the 商户配送监管 domain (商户档案, 配送监管, 资质预警, 交易统计), in one table: the organisation's backend
// may serve them elsewhere, and remapping a path is a change here only (docs/contract.md#calls-by-module, supply).
const SUPERVISION = '/api/rabbit-supply/supervision';

export const MERCHANT_PATHS = {
  merchants: `${SUPERVISION}/merchant/list`,
  deliveries: `${SUPERVISION}/delivery/list`,
  deliverySummary: `${SUPERVISION}/delivery/summary`,
  warnings: `${SUPERVISION}/qualification/list`,
  transactions: `${SUPERVISION}/transaction/summary`,
} as const;
