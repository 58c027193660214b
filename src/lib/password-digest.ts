// The password as the backend takes it (PASSWORD_DIGEST, contract/console-settings.ts): as typed, or the MD5 digest
// in lower-case hex that public BladeX front ends send at sign-in and on a password change. @noble/hashes, as the lock
// screen uses it, loaded only when a digest is asked for: the sign-in page's first download stays as it was.
import { siteConfig } from './config';

export async function passwordForBackend(password: string, digest = siteConfig.passwordDigest): Promise<string> {
  if (digest !== 'md5') return password;
  return (await import('./md5-hex')).md5Hex(password);
}
