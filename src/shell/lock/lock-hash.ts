// The lock password is kept only as a salted hash (docs/security.md#lock-screen): `sha256$<salt>$<hash>`. @noble/hashes
// works on plain-HTTP intranets too, where the browser's crypto.subtle is unavailable; it is loaded
// when the lock is first used.
const load = () => Promise.all([import('@noble/hashes/sha2.js'), import('@noble/hashes/utils.js')]);

async function digest(salt: string, password: string): Promise<string> {
  const [{ sha256 }, { bytesToHex, utf8ToBytes }] = await load();
  return bytesToHex(sha256(utf8ToBytes(`${salt}:${password}`)));
}

export async function hashLockPassword(password: string, salt?: string): Promise<string> {
  const [, { bytesToHex, randomBytes }] = await load();
  const value = salt ?? bytesToHex(randomBytes(16));
  return `sha256$${value}$${await digest(value, password)}`;
}

export async function checkLockPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'sha256' || !salt || !hash) return false;
  return (await digest(salt, password)) === hash;
}
