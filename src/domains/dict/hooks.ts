import useSWR from 'swr';
import { fetchDictionary } from './api';

/** The entries of a dictionary, loaded once per code and shared by every screen that shows it. */
export function useDictionary(code: string) {
  return useSWR(['dict', 'dictionary', code], () => fetchDictionary(code), { revalidateIfStale: false });
}
