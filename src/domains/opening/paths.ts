// Every call of the 开户统计 domain (学校开户统计, 开卡统计, 充值统计, 开户明细 and 银行首页's figures), in one table: the
// organisation's backend may serve them elsewhere, and remapping a path is a change here only (docs/contract.md).
const OPENING = '/api/rabbit-opening';

export const OPENING_PATHS = {
  schools: `${OPENING}/school`,
  cards: `${OPENING}/card`,
  recharges: `${OPENING}/recharge`,
  detailList: `${OPENING}/detail/list`,
  detailExport: `${OPENING}/detail/export`,
} as const;
