// Every call of the 食堂供餐 domain (供餐概况, 就餐人数统计, 餐次统计, 食堂排名), in one table: remapping a path is a change
// here only (docs/contract.md#calls-by-module).
const MEALS = '/api/rabbit-meals';

export const SUPPLY_PATHS = {
  overview: `${MEALS}/overview`,
  diners: `${MEALS}/diners`,
  meals: `${MEALS}/meals`,
  ranking: `${MEALS}/ranking`,
} as const;
