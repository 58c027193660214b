import type { RulesProps } from '@arco-design/web-react';
import type { TFunction } from 'i18next';
import { siteConfig } from './config';
import type { ValidationKey } from './validators';

type Check = (value: string | undefined) => ValidationKey | undefined;

/**
 * A form rule checked 800 ms after the last change (product-spec.md §5). A value already checked is
 * answered at once, so submitting a form typed earlier does not wait again.
 */
export function delayedRule(check: Check, t: TFunction, delay: number = siteConfig.validationDelay): RulesProps {
  let last: { value: string | undefined; key: ValidationKey | undefined } | undefined;
  const message = (key: ValidationKey | undefined) => (key ? t(`validation:${key}`) : undefined);
  return {
    validator: (value: string | undefined, callback: (error?: string) => void) => {
      if (last && last.value === value) return callback(message(last.key));
      setTimeout(() => {
        last = { value, key: check(value) };
        callback(message(last.key));
      }, delay);
    },
  };
}
