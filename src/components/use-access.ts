import { useSnapshot } from 'valtio';
import { accessOf, session, type Access } from '../session';

/** The signed-in user's access (src/session/access.ts), following the session. */
export function useAccess(): Access {
  return accessOf(useSnapshot(session));
}
