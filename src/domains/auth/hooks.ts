import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from './api';
import type { Captcha } from './types';

/**
 * A fresh captcha on every mount; `refresh` after each failed sign-in or on a click. Captchas are single
 * use and never cached, so this is plain state rather than SWR (which the sign-in page then need not
 * download); a late answer to an older request is ignored. Not `enabled` (a backend without captchas,
 * LOGIN_CAPTCHA off): nothing is fetched.
 */
export function useCaptcha(enabled = true) {
  const [captcha, setCaptcha] = useState<Captcha>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(enabled);
  const latest = useRef(0);

  const refresh = useCallback(() => {
    if (!enabled) return;
    const request = ++latest.current;
    setLoading(true);
    fetchCaptcha().then(
      (next) => {
        if (request !== latest.current) return;
        setCaptcha(next);
        setError(undefined);
        setLoading(false);
      },
      (failure: unknown) => {
        if (request !== latest.current) return;
        setError(failure);
        setLoading(false);
      },
    );
  }, [enabled]);

  useEffect(() => {
    refresh();
    return () => {
      latest.current += 1;
    };
  }, [refresh]);

  return { captcha, error, loading, refresh };
}
