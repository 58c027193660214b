import useSWR from 'swr';
import { fetchPortalSettings, fetchServiceNumber } from './api';

export const usePortalSettings = () => useSWR(['portal', 'settings'], fetchPortalSettings, { revalidateIfStale: false });
export const useServiceNumber = () => useSWR(['portal', 'service-number'], fetchServiceNumber, { revalidateIfStale: false });
