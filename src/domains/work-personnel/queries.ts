// 从业人员's SWR keys: its figures, and with them its CRUD lists (`crud` · `work-…`).
import { crudListsWhere } from '../../components/crud';
import { keyFamily } from '../../lib/swr-keys';

const workPersonnel = keyFamily<['posts'] | ['morning-check', deptId: string] | ['users', name: string] | ['certificate-summary', query: object]>(
  'work-personnel',
);
const ourLists = crudListsWhere((name) => name.startsWith('work-'));

export const workPersonnelKeys = {
  posts: workPersonnel.key('posts'),
  morningCheck: (deptId: string) => workPersonnel.key('morning-check', deptId),
  /** The users a person may be linked to, by the name typed. */
  linkableUsers: (name: string) => workPersonnel.key('users', name),
  certificateSummary: (query: object) => workPersonnel.key('certificate-summary', query),
  /** Every read of this domain, its lists included. */
  matches: (key: unknown) => workPersonnel.matches(key) || ourLists(key),
};
