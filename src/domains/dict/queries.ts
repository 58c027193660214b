// 字典's SWR keys: a dictionary's entries, by its code.
import { keyFamily } from '../../lib/swr-keys';

const dict = keyFamily<['dictionary', code: string]>('dict');

export const dictKeys = { dictionary: (code: string) => dict.key('dictionary', code) };
