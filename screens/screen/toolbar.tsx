import { Button, InputNumber, Popover, Select, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Popover/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tooltip/style/css';
import { IconDownload, IconDragDotVertical, IconExpand, IconLaunch, IconPlayCircle, IconRefresh, IconSettings, IconUpload } from '@arco-design/web-react/icon';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { clamp, DWELL_RANGE, POLL_RANGE, wallSettings } from '../data/settings';
import { zonedMonth } from '../../src/lib/time-zone';

export interface ToolbarProps {
  month: string;
  onMonth: (month: string) => void;
  /** The schools the screen may be narrowed to; no filter when there is one or none. */
  schools: { id: string; name: string }[];
  school: string;
  onSchool: (school: string) => void;
  /** Layout tools are left out in the playlist. */
  layoutTools: boolean;
  editing: boolean;
  onToggleEdit: () => void;
  onReset: () => void;
  onExport: () => void;
  onImport: (file: File) => void;
  onFullscreen: () => void;
  onPopOut?: () => void;
  onPlaylist?: () => void;
}

/** The twelve months up to this one (in the deployment's time zone), newest first (YYYY-MM). */
export function recentMonths(now: Date | number = Date.now()): string[] {
  const [year, month] = zonedMonth(now).split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

function Tool({ label, icon, onClick, active, testId }: { label: string; icon: ReactNode; onClick: () => void; active?: boolean; testId: string }) {
  return (
    <Tooltip content={label} mini>
      <Button
        className={active ? 'bs-tool bs-tool-active' : 'bs-tool'}
        shape="circle"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        onClick={onClick}
        data-testid={testId}
      />
    </Tooltip>
  );
}

function Settings() {
  const { t } = useTranslation('screens');
  const settings = useSnapshot(wallSettings);
  return (
    <div className="bs-settings" data-testid="bs-settings">
      <label>
        <span>{t('settings.poll')}</span>
        <InputNumber
          min={POLL_RANGE.min}
          max={POLL_RANGE.max}
          step={5}
          suffix={t('settings.seconds')}
          value={settings.pollSeconds}
          onChange={(value) => (wallSettings.pollSeconds = clamp(value, POLL_RANGE))}
        />
      </label>
      <label>
        <span>{t('settings.dwell')}</span>
        <InputNumber
          min={DWELL_RANGE.min}
          max={DWELL_RANGE.max}
          step={10}
          suffix={t('settings.seconds')}
          value={settings.dwellSeconds}
          onChange={(value) => (wallSettings.dwellSeconds = clamp(value, DWELL_RANGE))}
        />
      </label>
    </div>
  );
}

export function Toolbar(props: ToolbarProps) {
  const { t } = useTranslation('screens');
  const file = useRef<HTMLInputElement>(null);
  return (
    <div className="bs-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      <Select
        className="bs-month"
        size="small"
        aria-label={t('toolbar.month')}
        value={props.month}
        onChange={(value: string) => props.onMonth(value)}
        options={[{ label: t('toolbar.latestMonth'), value: '' }, ...recentMonths().map((month) => ({ label: month, value: month }))]}
        triggerProps={{ autoAlignPopupWidth: true }}
        data-testid="bs-month"
      />
      {props.schools.length > 1 ? (
        <Select
          className="bs-school"
          size="small"
          showSearch
          aria-label={t('toolbar.school')}
          value={props.school}
          onChange={(value: string) => props.onSchool(value)}
          options={[{ label: t('toolbar.allSchools'), value: '' }, ...props.schools.map((school) => ({ label: school.name, value: school.id }))]}
          data-testid="bs-school"
        />
      ) : null}
      {props.layoutTools ? (
        <>
          <Tool
            label={t(props.editing ? 'toolbar.editDone' : 'toolbar.edit')}
            icon={<IconDragDotVertical />}
            active={props.editing}
            onClick={props.onToggleEdit}
            testId="bs-edit"
          />
          <Tool label={t('toolbar.reset')} icon={<IconRefresh />} onClick={props.onReset} testId="bs-reset" />
          <Tool label={t('toolbar.export')} icon={<IconDownload />} onClick={props.onExport} testId="bs-export" />
          <Tool label={t('toolbar.import')} icon={<IconUpload />} onClick={() => file.current?.click()} testId="bs-import" />
          <input
            ref={file}
            type="file"
            accept="application/json,.json"
            hidden
            data-testid="bs-import-file"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) props.onImport(chosen);
            }}
          />
        </>
      ) : null}
      <Popover trigger="click" content={<Settings />} position="br">
        <Button className="bs-tool" shape="circle" icon={<IconSettings />} aria-label={t('toolbar.settings')} data-testid="bs-settings-open" />
      </Popover>
      {props.onPlaylist ? <Tool label={t('toolbar.playlist')} icon={<IconPlayCircle />} onClick={props.onPlaylist} testId="bs-playlist" /> : null}
      {props.onPopOut ? <Tool label={t('toolbar.popOut')} icon={<IconLaunch />} onClick={props.onPopOut} testId="bs-popout" /> : null}
      <Tool label={t('toolbar.fullscreen')} icon={<IconExpand />} onClick={props.onFullscreen} testId="bs-fullscreen" />
    </div>
  );
}
