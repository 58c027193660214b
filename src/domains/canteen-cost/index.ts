export { fetchCanteens, fetchCostDetail, fetchCostHistory, fetchCostPage, submitCost } from './api';
export { costKeys, useCanteens, useCostHistory } from './hooks';
export type { Canteen, CostEntry, CostInput, CostVersion } from './types';
