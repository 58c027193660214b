// Validators of docs/product-rules.md#validation. They return an i18n key (namespace `validation`) or undefined,
// so forms show the exact Chinese text of the product and its English counterpart.
import { isEmpty } from './is-empty';

export type ValidationKey = 'phoneRequired' | 'phoneInvalid' | 'passwordRequired' | 'passwordRule' | 'passwordMismatch' | 'lockPasswordRequired';

const MOBILE = /^1[3-9]\d{9}$/;
/** 6–8 characters with a lowercase letter, an uppercase letter and a digit (the customer's rule). */
const PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,8}$/;

/** Sign-in and related forms: required, then the 11-digit mobile rule. */
export function validatePhone(value: string | undefined): ValidationKey | undefined {
  if (isEmpty(value)) return 'phoneRequired';
  return MOBILE.test(value!) ? undefined : 'phoneInvalid';
}

/** For forms that set a password; sign-in only requires one (never cap a password at sign-in). */
export function validateNewPassword(value: string | undefined): ValidationKey | undefined {
  if (isEmpty(value)) return 'passwordRequired';
  return PASSWORD.test(value!) ? undefined : 'passwordRule';
}

export function validateRequiredPassword(value: string | undefined): ValidationKey | undefined {
  return isEmpty(value) ? 'passwordRequired' : undefined;
}

export function validateLockPassword(value: string | undefined): ValidationKey | undefined {
  return isEmpty(value) ? 'lockPasswordRequired' : undefined;
}
