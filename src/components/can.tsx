import type { ReactNode } from 'react';
import { useAccess } from './use-access';

/** Whether the signed-in user holds a button code (the server enforces the same on every write). */
export function useCan(code: string): boolean {
  return useAccess().can(code);
}

/** Renders its children only for users holding the button code (docs/product-rules.md#roles-and-menus). */
export function Can({ code, children, fallback = null }: { code: string; children: ReactNode; fallback?: ReactNode }) {
  return <>{useCan(code) ? children : fallback}</>;
}
