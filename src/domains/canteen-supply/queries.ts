// 食堂供餐's SWR keys: the overview, and each screen's figures by its filters.
import { keyFamily } from '../../lib/swr-keys';
import type { SupplyFilters } from './types';

const supply = keyFamily<['overview'] | ['diners' | 'meals' | 'ranking', filters: SupplyFilters]>('canteen-supply');

export const supplyKeys = {
  overview: supply.key('overview'),
  diners: (filters: SupplyFilters) => supply.key('diners', filters),
  meals: (filters: SupplyFilters) => supply.key('meals', filters),
  ranking: (filters: SupplyFilters) => supply.key('ranking', filters),
  matches: supply.matches,
};
