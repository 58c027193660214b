import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import screenfull from 'screenfull';
import { useSnapshot } from 'valtio';
import { NeedsBackend } from '../../src/components/status-panel';
import { missingCallOf } from '../../src/lib/http';
import { pollInterval, wallSettings } from '../data/settings';
import { useStatistics } from '../data/use-statistics';
import { CONSOLE_DESIGN, DESIGN } from '../frame/fit';
import { ScaleFrame } from '../frame/scale-frame';
import { ScreenGrid } from '../grid/screen-grid';
import { useSavedLayout } from '../grid/use-saved-layout';
import '../i18n';
import '../screens.css';
import { KpiStrip } from './kpi-strip';
import { TitleBar } from './title-bar';
import { Toolbar } from './toolbar';
import type { ScreenDef } from './types';

export type ScreenMode = 'console' | 'wall' | 'kiosk' | 'playlist';

/** Opens a screen in a window of its own (one per wall), signed in through the shared session. */
export const popOut = (path: string, name: string) => window.open(path, name, 'popup=yes,width=1280,height=720');

/** One statistics screen: title bar, key figures and the panel grid, scaled to fit its box. */
export function ScreenView({ def, mode }: { def: ScreenDef; mode: ScreenMode }) {
  const { t } = useTranslation('screens');
  const { search } = useLocation();
  const navigate = useNavigate();
  const settings = useSnapshot(wallSettings);
  const root = useRef<HTMLDivElement>(null);
  const [month, setMonth] = useState('');
  const [editing, setEditing] = useState(false);
  // `?school=` narrows a wall to one school from the start; the toolbar's filter changes it
  const [school, setSchool] = useState(() => new URLSearchParams(search).get('school') ?? '');
  const state = useStatistics(def.id, { month: month || undefined, schoolId: school || undefined }, pollInterval(search, settings.pollSeconds));
  // A wall window has no tabs: the screen names the window (the console's tab does that for a tab).
  useEffect(() => {
    if (mode !== 'console') document.title = `${t(def.title)} - ${t('common:appName')}`;
  }, [mode, def.title, t]);
  const defaults = useMemo(() => def.panels.map(({ id, at: [x, y, w, h] }) => ({ i: id, x, y, w, h })), [def]);
  const layout = useSavedLayout(def.id, defaults);

  const toolbar =
    mode === 'kiosk' ? undefined : (
      <Toolbar
        month={month}
        onMonth={setMonth}
        schools={state.data?.scope.schoolList ?? []}
        school={school}
        onSchool={setSchool}
        layoutTools={mode !== 'playlist'}
        editing={editing}
        onToggleEdit={() => setEditing(!editing)}
        onReset={() => void layout.reset()}
        onExport={layout.exportFile}
        onImport={(file) => void layout.importFile(file)}
        onFullscreen={() => root.current && screenfull.isEnabled && void screenfull.toggle(root.current)}
        onPopOut={mode === 'playlist' ? undefined : () => popOut(`/bigscreen/${def.id}?kiosk${school ? `&school=${school}` : ''}`, `shian-wall-${def.id}`)}
        onPlaylist={mode === 'console' ? () => navigate('/bigscreen/playlist') : undefined}
      />
    );

  const { data: stats } = state;
  const missing = missingCallOf(state.error);
  return (
    <div ref={root} className={`bs-root bs-mode-${mode}`} data-testid={`screen-${def.id}`} data-editing={editing || undefined}>
      <ScaleFrame design={mode === 'console' ? CONSOLE_DESIGN : DESIGN}>
        {(scale) => (
          <div className="bs-screen">
            <TitleBar title={def.title} stats={stats} staleSince={state.stale ? state.receivedAt : undefined} toolbar={toolbar} />
            {stats ? (
              <>
                <KpiStrip kpis={def.kpis} stats={stats} />
                {stats.scope.schools === 0 ? <p className="bs-notice">{t('screen.noSchools')}</p> : null}
                <ScreenGrid
                  panels={def.panels}
                  layout={layout.layout}
                  stats={stats}
                  scale={scale}
                  editing={editing}
                  onCommit={(next) => void layout.save(next)}
                />
              </>
            ) : state.loading ? (
              <p className="bs-notice" role="status">
                {t('screen.loading')}
              </p>
            ) : missing ? (
              <NeedsBackend call={missing} />
            ) : (
              <div className="bs-notice" role="alert">
                <p>{t('screen.failed')}</p>
                <Button type="primary" onClick={state.retry}>
                  {t('screen.retry')}
                </Button>
              </div>
            )}
          </div>
        )}
      </ScaleFrame>
    </div>
  );
}
