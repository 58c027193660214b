// The organisation's SWR keys: other domains refresh them through these families, never by spelling a key.
import { keyFamily } from '../../lib/swr-keys';

/** The department trees: the caller's scope, or the whole tenant. */
export const deptTreeKeys = keyFamily<['tenant' | 'scope']>('dept-tree');
export const deptTreeKey = (whole: boolean) => deptTreeKeys.key(whole ? 'tenant' : 'scope');
