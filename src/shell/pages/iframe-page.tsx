import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { StatusPanel } from '../../components/status-panel';
import { usePortalSettings } from '../../domains/portal';
import { menuLabel } from '../menus/menu-label';
import { findLeafByCode, isExternal, isUnsafeLink } from '../menus/menu-model';
import { useMenus } from '../menus/use-menus';

/** Whether a link may be embedded: from the user's own menus, http(s), origin on the server's allowlist. */
export function frameSource(path: string, allowlist: readonly string[]): { src: string; sameOrigin: boolean } | undefined {
  if (isUnsafeLink(path) || !isExternal(path)) return undefined;
  try {
    const url = new URL(path, window.location.origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    const sameOrigin = url.origin === window.location.origin;
    return sameOrigin || allowlist.includes(url.origin) ? { src: url.href, sameOrigin } : undefined;
  } catch {
    return undefined;
  }
}

/** /myiframe/{code}: an external or html menu link in a sandboxed frame (docs/security.md#embedded-frames). */
export function IframePage() {
  const { t, i18n } = useTranslation('shell');
  const { code = '' } = useParams();
  const { modules, loaded } = useMenus();
  const settings = usePortalSettings();
  if (!loaded || settings.isLoading) return <Spin className="page-loading" tip={t('common:loading')} />;
  const leaf = findLeafByCode(modules, code);
  const frame = leaf ? frameSource(leaf.node.path, settings.data?.frameOrigins ?? []) : undefined;
  if (!leaf || !frame) return <StatusPanel kind="refused" title={t('frame.refused')} detail={t('frame.refusedHint')} testId="frame-refused" />;
  return (
    <iframe
      className="shell-frame"
      title={menuLabel(leaf.node, i18n.language, t)}
      src={frame.src}
      // A same-origin page must not get both scripts and its origin: it could lift its own sandbox.
      sandbox={frame.sameOrigin ? 'allow-scripts allow-forms allow-popups' : 'allow-scripts allow-forms allow-popups allow-same-origin'}
      referrerPolicy="no-referrer"
      data-testid="menu-frame"
    />
  );
}
