import { useEffect, useState } from 'react';
import { siteConfig } from './config';
import type { ValidationKey } from './validators';

/**
 * The result of `check` 800 ms after the value last changed (docs/product-rules.md#validation), once the user has
 * typed in the field; `now()` checks at once (on submit).
 */
export function useDelayedCheck(value: string, check: (value: string) => ValidationKey | undefined, delay: number = siteConfig.validationDelay) {
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<ValidationKey | undefined>();
  useEffect(() => {
    if (!touched) return;
    const timer = setTimeout(() => setResult(check(value)), delay);
    return () => clearTimeout(timer);
  }, [value, touched, check, delay]);
  return {
    error: result,
    touch: () => setTouched(true),
    now: () => {
      const key = check(value);
      setTouched(true);
      setResult(key);
      return key;
    },
  };
}
