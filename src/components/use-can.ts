import { useAccess } from './use-access';

/** Whether the signed-in user holds a button code (the server enforces the same on every write). */
export function useCan(code: string): boolean {
  return useAccess().can(code);
}
