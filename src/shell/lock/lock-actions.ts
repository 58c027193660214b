import { siteConfig } from '../../lib/config';
import { session } from '../../session';
import { checkLockPassword, hashLockPassword } from './lock-hash';

/** Locks every window of the session; the guard then keeps them on /lock (100 ms after locking). */
export async function lock(password: string, returnTo: string, go: (path: string) => void): Promise<void> {
  session.lockPasswd = await hashLockPassword(password);
  session.lockReturn = returnTo;
  session.isLock = true;
  setTimeout(() => go('/lock'), siteConfig.lockDelay);
}

/** Unlocks with the right password and says where to return; undefined when the password is wrong. */
export async function unlock(password: string): Promise<string | undefined> {
  if (!(await checkLockPassword(password, session.lockPasswd))) return undefined;
  session.isLock = false;
  session.lockPasswd = '';
  return session.lockReturn || siteConfig.homePath;
}
