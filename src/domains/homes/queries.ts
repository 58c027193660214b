// The home pages' SWR keys: one summary per kind of home.
import { keyFamily } from '../../lib/swr-keys';

const homes = keyFamily<['supplier' | 'education']>('homes');

export const homeKeys = { supplier: homes.key('supplier'), education: homes.key('education'), matches: homes.matches };
