import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { session, userKind, type MenuNode } from '../../session';
import { filterByRoles, shellVariant, visibleModules } from './menu-model';

/** The user's modules as the shell shows them: role-filtered, limited to the kind's module set. */
export function useMenus() {
  const snap = useSnapshot(session);
  const all = snap.menuAll as unknown as MenuNode[];
  const kind = userKind(snap.userInfo?.userType ?? '', snap.loginType);
  const modules = useMemo(() => visibleModules(filterByRoles(all, snap.roles as string[]), kind), [all, snap.roles, kind]);
  const current = modules.find((module) => module.id === snap.menuId) ?? modules[0];
  return { all, modules, current, kind, variant: shellVariant(kind, snap.shellLayout), loaded: all.length > 0 };
}
