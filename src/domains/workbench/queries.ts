// 待办提醒's SWR keys: a domain whose writes change a count refreshes them through `workbenchKeys`.
import { keyFamily } from '../../lib/swr-keys';

const workbench = keyFamily<['todo' | 'dashboard']>('workbench');

export const workbenchKeys = {
  todo: workbench.key('todo'),
  dashboard: workbench.key('dashboard'),
  matches: workbench.matches,
};
