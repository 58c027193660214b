import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { brandOf, session } from '../session';

/** The login type's brand on <body>: the palette and logo follow it (docs/product-rules.md#users-and-brands). */
export function useBrand(): void {
  const { loginType, accessToken } = useSnapshot(session);
  const brand = accessToken ? brandOf(loginType) : 'canteen';
  useEffect(() => {
    document.body.dataset.brand = brand;
  }, [brand]);
}
