import useSWR from 'swr';
import { setTimeZone } from '../../lib/time-zone';
import { fetchPortalSettings, fetchServiceNumber } from './api';
import { portalKeys } from './queries';

/** This server's settings; its time zone becomes the one every time is shown in. */
export const usePortalSettings = () =>
  useSWR(portalKeys.settings, fetchPortalSettings, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    onSuccess: (settings) => setTimeZone(settings.timeZone),
  });
export const useServiceNumber = () => useSWR(portalKeys.serviceNumber, fetchServiceNumber, { revalidateIfStale: false });
