// Login type picks the brand (docs/product-rules.md#users-and-brands): logo and brand palette, set at sign-in.
import { LOGIN_TYPE } from './access';

export type Brand = 'canteen' | 'centre' | 'dish' | 'bank';

export function brandOf(loginType: number): Brand {
  switch (loginType) {
    case LOGIN_TYPE.centre:
      return 'centre';
    case LOGIN_TYPE.dish:
      return 'dish';
    case LOGIN_TYPE.bank:
      return 'bank';
    default:
      return 'canteen'; // 0, 2, 3, 4 and anything unknown
  }
}
