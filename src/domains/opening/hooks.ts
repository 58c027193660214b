import useSWR from 'swr';
import { fetchCards, fetchRecharges, fetchSchools } from './api';
import { openingKeys } from './queries';

const keep = { keepPreviousData: true };

/** 学校开户统计's figures for the filters (school, months). */
export const useSchoolFigures = (filters: Record<string, string>) => useSWR(openingKeys.schools(filters), () => fetchSchools(filters), keep);
/** 开卡统计's series for the filters (the 12 months up to this one unless chosen). */
export const useCardSeries = (filters: Record<string, string>) => useSWR(openingKeys.cards(filters), () => fetchCards(filters), keep);
/** 充值统计's series for the filters. */
export const useRechargeSeries = (filters: Record<string, string>) => useSWR(openingKeys.recharges(filters), () => fetchRecharges(filters), keep);
