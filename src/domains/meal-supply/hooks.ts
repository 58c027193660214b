// 供餐管理 and 校外供餐's SWR reads: the school's setting and plan of a day, the supervisors' figures by their filters.
import useSWR from 'swr';
import { keyFamily } from '../../lib/swr-keys';
import { fetchPlan, fetchProviderOptions, fetchRatingTrend, fetchSetting, fetchStats } from './api';

const meal = keyFamily<['setting' | 'providers'] | ['plan', date: string] | ['stats' | 'trend', filters: Record<string, string>]>('meal-supply');

export const useSetting = () => useSWR(meal.key('setting'), fetchSetting);
export const useProviderOptions = (enabled: boolean) => useSWR(enabled ? meal.key('providers') : null, fetchProviderOptions);
export const usePlan = (date: string) => useSWR(meal.key('plan', date), () => fetchPlan(date));
export const useStats = (filters: Record<string, string>) => useSWR(meal.key('stats', filters), () => fetchStats(filters), { keepPreviousData: true });
export const useRatingTrend = (filters: Record<string, string>) =>
  useSWR(meal.key('trend', filters), () => fetchRatingTrend(filters), { keepPreviousData: true });
