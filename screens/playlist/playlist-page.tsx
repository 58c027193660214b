import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import { IconLeft, IconPause, IconPlayArrow, IconRight } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { clamp, DWELL_RANGE, dwellTime, wallSettings } from '../data/settings';
import { isScreenId } from '../data/types';
import { SCREEN_DEFS } from '../defs';
import { useGrantedScreens } from '../pages/use-granted';
import { isKiosk, NotGranted, WallFrame, WallLoading } from '../pages/wall-frame';
import { ScreenView } from '../screen/screen-view';
import { usePlaylist } from './use-playlist';

/**
 * `/bigscreen/playlist`: the granted screens in turn (`?screens=kitchen,rice` picks and orders them,
 * `?dwell=` overrides the dwell time). Only the current screen is mounted, so the charts of the others
 * are disposed and a wall can run for weeks without growing.
 */
export function PlaylistPage() {
  const { t } = useTranslation('screens');
  const { search } = useLocation();
  const granted = useGrantedScreens();
  const settings = useSnapshot(wallSettings);
  const params = new URLSearchParams(search);
  const chosen = params.get('screens')?.split(',').filter(isScreenId);
  const allowed = granted ?? [];
  const screens = chosen?.length ? chosen.filter((id) => allowed.includes(id)) : allowed;
  const dwell = params.has('dwell') ? clamp(params.get('dwell'), DWELL_RANGE) : settings.dwellSeconds;
  const playlist = usePlaylist(screens.length, dwellTime(search, dwell));
  const kiosk = isKiosk(search);
  const current = screens[playlist.index];
  return (
    <WallFrame>
      {current ? (
        <>
          <ScreenView key={current} def={SCREEN_DEFS[current]} mode={kiosk ? 'kiosk' : 'playlist'} />
          {kiosk ? null : (
            <nav className="bs-playlist" aria-label={t('playlist.label')} data-testid="bs-playlist-bar" onPointerDown={(event) => event.stopPropagation()}>
              <Button size="mini" icon={<IconLeft />} aria-label={t('playlist.previous')} onClick={playlist.previous} data-testid="bs-previous" />
              <Button
                size="mini"
                icon={playlist.paused ? <IconPlayArrow /> : <IconPause />}
                aria-label={t(playlist.paused ? 'playlist.resume' : 'playlist.pause')}
                onClick={playlist.toggle}
                data-testid="bs-pause"
              />
              <Button size="mini" icon={<IconRight />} aria-label={t('playlist.next')} onClick={playlist.next} data-testid="bs-next" />
              <span data-testid="bs-position">{t('playlist.position', { index: playlist.index + 1, count: screens.length })}</span>
              <span className={playlist.paused ? 'bs-playlist-state bs-paused' : 'bs-playlist-state'} role="status" data-testid="bs-playlist-state">
                {t(playlist.paused ? 'playlist.paused' : 'playlist.playing')}
              </span>
              <span className="bs-playlist-hint">{t('playlist.hint')}</span>
            </nav>
          )}
        </>
      ) : !granted ? (
        <WallLoading />
      ) : granted.length === 0 ? (
        <NotGranted />
      ) : (
        <p className="bs-notice">{t('playlist.empty')}</p>
      )}
    </WallFrame>
  );
}
