import useSWR from 'swr';
import { fetchCaptcha } from './api';

export const authKeys = {
  captcha: ['auth', 'captcha'] as const,
};

/** A fresh captcha on every mount; `refresh` after each failed sign-in or on a click. */
export function useCaptcha() {
  const { data, error, isLoading, isValidating, mutate } = useSWR(authKeys.captcha, fetchCaptcha, {
    revalidateOnMount: true,
    revalidateIfStale: true,
    revalidateOnFocus: false,
    dedupingInterval: 0,
  });
  return { captcha: data, error, loading: isLoading || isValidating, refresh: () => void mutate() };
}
