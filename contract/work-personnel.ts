// What the console and the reference server agree on about 从业人员, with no imports: the statuses, the certificate
// states and the ID card number's check (docs/product-rules.md#work-personnel).

/** 1 在岗 (on duty) ⇄ 2 离岗 (off duty) → 3 离职 (left; final). */
export const PERSON_STATUS = { onDuty: 1, offDuty: 2, left: 3 } as const;

/** The certificate's state, derived from its expiry: 0 无 (none), 1 有效, 2 即将到期 (≤ EXPIRING_DAYS), 3 已过期. */
export const CERT_STATE = { none: 0, valid: 1, expiring: 2, expired: 3 } as const;

/** A certificate expiring within this many days (today included) is 即将到期. */
export const EXPIRING_DAYS = 30;

// 居民身份证号码 (GB 11643-1999): 17 digits — region, birth date (YYYYMMDD), sequence — and a check character from
// the ISO 7064 MOD 11-2 sum of the first 17.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** The check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK[sum % 11]!;
}

export type IdCardProblem = 'format' | 'birth' | 'checksum';

/** Why a number is not a valid ID card number, or null when it is (a lower-case x is taken as X). */
export function idCardProblem(value: string): IdCardProblem | null {
  const id = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return 'format';
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return 'birth';
  if (idCardCheckChar(id) !== id[17]) return 'checksum';
  return null;
}

/** 3301**********123X: the first four and the last four characters, as lists show it. */
export const maskIdCard = (id: string): string => (id.length === 18 ? `${id.slice(0, 4)}${'*'.repeat(10)}${id.slice(14)}` : id);
