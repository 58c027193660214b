import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import screenfull from 'screenfull';
import { StatusPanel } from '../../src/components/status-panel';
import { session } from '../../src/session';
import { loadMenus } from '../../src/shell/menus/load-menus';
import { SignedInProviders } from '../../src/shell/signed-in-providers';
import '../i18n';
import '../screens.css';

export const isKiosk = (search: string) => new URLSearchParams(search).has('kiosk');

/**
 * The chromeless wall routes' frame: what every signed-in window has (the data layer, Arco's texts, the server's
 * time zone for the wall's clock, the error log's capture), the dark wall theme for Arco's pop-ups, and kiosk mode
 * (`?kiosk` hides every tool; Esc — or leaving full screen — leaves it).
 */
export function WallFrame({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const kiosk = isKiosk(search);
  const { t } = useTranslation('screens');
  const [menusFailed, setMenusFailed] = useState(false);
  // A wall window refreshes the menus itself, as the console does on every page load: they decide which
  // screens this user may open. Menus kept from an earlier load serve meanwhile; only a window with none
  // and no answer cannot go on.
  useEffect(() => {
    loadMenus().catch(() => setMenusFailed(session.menuAll.length === 0));
  }, []);
  useEffect(() => {
    document.body.setAttribute('arco-theme', 'dark');
    document.body.classList.add('bs-wall-body');
    return () => {
      document.body.removeAttribute('arco-theme');
      document.body.classList.remove('bs-wall-body');
    };
  }, []);
  useEffect(() => {
    if (!kiosk) return;
    const params = new URLSearchParams(search);
    params.delete('kiosk');
    const leave = () => void navigate({ pathname, search: params.toString() }, { replace: true });
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && leave();
    // In full screen the browser takes Esc to leave full screen; leaving it leaves kiosk mode too.
    const onFullscreen = () => screenfull.isEnabled && !screenfull.isFullscreen && leave();
    window.addEventListener('keydown', onKey);
    if (screenfull.isEnabled) screenfull.on('change', onFullscreen);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (screenfull.isEnabled) screenfull.off('change', onFullscreen);
    };
  }, [kiosk, navigate, pathname, search]);
  return (
    <SignedInProviders>
      <main className={kiosk ? 'bs-wall bs-kiosk' : 'bs-wall'} data-kiosk={kiosk || undefined}>
        {menusFailed ? (
          <StatusPanel kind="error" title={t('screen.failed')} actionLabel={t('screen.retry')} onAction={() => window.location.reload()} />
        ) : (
          children
        )}
      </main>
    </SignedInProviders>
  );
}

export function NotGranted() {
  const { t } = useTranslation('screens');
  return <StatusPanel kind="refused" title={t('wall.notGranted')} testId="bs-not-granted" />;
}

export function WallLoading() {
  const { t } = useTranslation('screens');
  return (
    <p className="bs-notice" role="status">
      {t('screen.loading')}
    </p>
  );
}
