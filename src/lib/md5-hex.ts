// MD5 in lower-case hex, from @noble/hashes: its own chunk, loaded by password-digest.ts only when a backend asks for
// the digest.
import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export const md5Hex = (text: string): string => bytesToHex(md5(utf8ToBytes(text)));
