// The ID card number's check (contract/work-personnel.ts, GB 11643) with the server's messages.
import type { IdCardProblem } from '../../../contract/work-personnel.ts';

export { idCardCheckChar, idCardProblem, maskIdCard, type IdCardProblem } from '../../../contract/work-personnel.ts';

export const ID_CARD_MESSAGES: Record<IdCardProblem, string> = {
  format: '身份证号码应为18位，前17位为数字，最后一位为数字或X',
  birth: '身份证号码中的出生日期不正确',
  checksum: '身份证号码校验位不正确',
};
