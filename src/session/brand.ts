// Login type picks the brand (docs/product-rules.md#users-and-brands): logo and brand palette, set at sign-in.
export type Brand = 'canteen' | 'centre' | 'dish' | 'bank';

export function brandOf(loginType: number): Brand {
  switch (loginType) {
    case 1:
      return 'centre';
    case 5:
      return 'dish';
    case 9:
      return 'bank';
    default:
      return 'canteen'; // 0, 2, 3, 4 and anything unknown
  }
}
