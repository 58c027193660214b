import { http, type R } from '../../lib/http';
import { SUPPLY_PATHS as PATHS } from './paths';
import type { DinerFigures, MealFigures, Overview, RankingFigures, SupplyFilters } from './types';

/** 供餐概况: today, this week and this month, the 30 days' trend and each canteen of the caller's reach. */
export async function fetchOverview(): Promise<Overview> {
  const { data } = await http.get<R<Overview>>(PATHS.overview);
  return data.data;
}

/** 就餐人数统计: distinct diners per canteen and day or month. */
export async function fetchDiners(filters: SupplyFilters): Promise<DinerFigures> {
  const { data } = await http.get<R<DinerFigures>>(PATHS.diners, { params: filters });
  return data.data;
}

/** 餐次统计: meals per canteen and day by 餐别. */
export async function fetchMeals(filters: SupplyFilters): Promise<MealFigures> {
  const { data } = await http.get<R<MealFigures>>(PATHS.meals, { params: filters });
  return data.data;
}

/** 食堂排名: the canteens ranked by meals served. */
export async function fetchRanking(filters: SupplyFilters): Promise<RankingFigures> {
  const { data } = await http.get<R<RankingFigures>>(PATHS.ranking, { params: filters });
  return data.data;
}
