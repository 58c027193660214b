import useSWR from 'swr';
import { setTimeZone } from '../../lib/time-zone';
import { fetchPortalSettings, fetchServiceNumber } from './api';

/** This server's settings; its time zone becomes the one every time is shown in. */
export const usePortalSettings = () =>
  useSWR(['portal', 'settings'], fetchPortalSettings, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    onSuccess: (settings) => setTimeZone(settings.timeZone),
  });
export const useServiceNumber = () => useSWR(['portal', 'service-number'], fetchServiceNumber, { revalidateIfStale: false });
