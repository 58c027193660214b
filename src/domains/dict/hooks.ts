import useSWR from 'swr';
import { fetchDictionary } from './api';
import { dictKeys } from './queries';

/** The entries of a dictionary, loaded once per code and shared by every screen that shows it. */
export function useDictionary(code: string) {
  return useSWR(dictKeys.dictionary(code), () => fetchDictionary(code), { revalidateIfStale: false });
}
