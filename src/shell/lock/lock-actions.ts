import { siteConfig } from '../../lib/config';
import { session } from '../../session';
import { checkLockPassword, hashLockPassword } from './lock-hash';

/** Locks every window of the session; the guard then keeps them on /lock (after 100 ms here). */
export function lock(password: string, returnTo: string, go: (path: string) => void): void {
  session.lockPasswd = hashLockPassword(password);
  session.lockReturn = returnTo;
  session.isLock = true;
  setTimeout(() => go('/lock'), siteConfig.lockDelay);
}

/** Unlocks with the right password and says where to return; undefined when the password is wrong. */
export function unlock(password: string): string | undefined {
  if (!checkLockPassword(password, session.lockPasswd)) return undefined;
  session.isLock = false;
  session.lockPasswd = '';
  return session.lockReturn || siteConfig.homePath;
}
