import type { TFunction } from 'i18next';
import type { MenuNode } from '../../session';

/** Chinese labels come from the server's name; other languages from the catalogue key in meta.i18n. */
export function menuLabel(node: Pick<MenuNode, 'name' | 'meta' | 'code'>, language: string, t: TFunction, bank = false): string {
  if (bank && node.code === 'base') return t('shell:menu.systemManagement');
  if (language.startsWith('zh') || !node.meta?.i18n) return node.name;
  const key = node.meta.i18n.replace(/^menu\./, 'menu:');
  return t(key, { defaultValue: node.name });
}
