export { fetchCanteens, fetchCostDetail, fetchCostHistory, fetchCostPage, submitCost } from './api';
export { useCanteens, useCostHistory } from './hooks';
export { costKeys } from './queries';
export type { Canteen, CostEntry, CostInput, CostVersion } from './types';
