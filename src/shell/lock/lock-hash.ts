// The lock password is kept only as a salted hash (SECURITY.md): `sha256$<salt>$<hash>`. @noble/hashes
// works on plain-HTTP intranets too, where the browser's crypto.subtle is unavailable.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

const digest = (salt: string, password: string) => bytesToHex(sha256(utf8ToBytes(`${salt}:${password}`)));

export function hashLockPassword(password: string, salt = bytesToHex(randomBytes(16))): string {
  return `sha256$${salt}$${digest(salt, password)}`;
}

export function checkLockPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'sha256' || !salt || !hash) return false;
  return digest(salt, password) === hash;
}
