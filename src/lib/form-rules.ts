import type { FormInstance, RulesProps } from '@arco-design/web-react';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef } from 'react';
import { siteConfig } from './config';
import { validatePhone, type ValidationKey } from './validators';

type Check = (value: string | undefined) => ValidationKey | undefined;

/**
 * A rule checked at once on submit, and not on every keystroke: `useDelayedValidation` checks the
 * field 800 ms after the last change instead (docs/product-rules.md#validation). Arco's own asynchronous validators
 * lose results when a submit overtakes a pending check, so the delay lives outside the rule.
 */
export function delayedRule(check: Check, t: TFunction): RulesProps {
  return {
    validateTrigger: [],
    validator: (value: string | undefined, callback: (error?: string) => void) => {
      const key = check(value);
      callback(key ? t(`validation:${key}`) : undefined);
    },
  };
}

/** The form's `onValuesChange`: validates the changed fields among `fields` once typing pauses. */
export function useDelayedValidation<T>(form: FormInstance<T>, fields: (keyof T & string)[], delay: number = siteConfig.validationDelay) {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  const watched = fields.join(',');
  return useMemo(() => {
    const names = new Set(watched.split(','));
    return (changed: Partial<T>) => {
      for (const field of Object.keys(changed)) {
        if (!names.has(field)) continue;
        clearTimeout(timers.current.get(field));
        timers.current.set(
          field,
          setTimeout(() => void form.validate([field as keyof T]).catch(() => undefined), delay),
        );
      }
    };
  }, [form, watched, delay]);
}

/** A mobile number (docs/product-rules.md#validation messages) checked at once; `optional` lets an empty field pass. */
export function phoneRule(t: TFunction, optional = false): RulesProps {
  return {
    validator: (value: string | undefined, callback: (error?: string) => void) => {
      const key = optional && !value ? undefined : validatePhone(value);
      callback(key ? t(`validation:${key}`) : undefined);
    },
  };
}
