// 居民身份证号码 (GB 11643-1999): 17 digits — region, birth date (YYYYMMDD), sequence — and a check character
// from the ISO 7064 MOD 11-2 sum of the first 17. The server refuses a number whose check character, length or
// birth date is wrong; lists show it masked.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** The check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK[sum % 11]!;
}

export type IdCardProblem = 'format' | 'birth' | 'checksum';

/** Why the number is not a valid ID card number, or null when it is (a lower-case x is taken as X). */
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

export const ID_CARD_MESSAGES: Record<IdCardProblem, string> = {
  format: '身份证号码应为18位，前17位为数字，最后一位为数字或X',
  birth: '身份证号码中的出生日期不正确',
  checksum: '身份证号码校验位不正确',
};

/** 3301**********123X: the first four and the last four characters, as lists show it. */
export const maskIdCard = (id: string): string => (id.length === 18 ? `${id.slice(0, 4)}${'*'.repeat(10)}${id.slice(14)}` : id);
