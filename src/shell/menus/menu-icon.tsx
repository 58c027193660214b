import { menuIcons } from './icon-table';

/** A menu item's icon by its `source` name (an Arco icon name, e.g. `IconHome`). */
export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && Object.hasOwn(menuIcons, name) ? menuIcons[name] : undefined) ?? menuIcons.IconApps!;
  return <Icon className="menu-icon" aria-hidden />;
}
