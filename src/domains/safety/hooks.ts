// The safety screens' shared lists, through SWR: the checklist templates and the canteens of the caller's reach.
import useSWR from 'swr';
import { fetchSafetyCanteens, fetchTemplates } from './api';
import { safetyKeys } from './queries';

export const useTemplates = () => useSWR(safetyKeys.templates, fetchTemplates);
export const useSafetyCanteens = () => useSWR(safetyKeys.canteens, fetchSafetyCanteens);
