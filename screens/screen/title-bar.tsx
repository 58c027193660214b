import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '../data/types';
import { Clock, hhmm } from './clock';

interface Props {
  title: string;
  stats: Statistics | undefined;
  /** The last poll failed: the figures shown arrived at this time. */
  staleSince: number | undefined;
  toolbar?: ReactNode;
}

/** Scope, screen title, ticking clock, data time and — when polls fail — how old the figures are. */
export function TitleBar({ title, stats, staleSince, toolbar }: Props) {
  const { t } = useTranslation('screens');
  return (
    <header className="bs-title">
      <div className="bs-title-side">
        <span className="bs-scope" data-testid="bs-scope">
          {stats ? t('title.scope', { name: stats.scope.name, schools: stats.scope.schools }) : ''}
        </span>
        {stats ? <span className="bs-month-label">{t('title.month', { month: stats.month })}</span> : null}
        {staleSince !== undefined ? (
          <span className="bs-stale" role="status" data-testid="bs-stale">
            {t('title.stale', { time: hhmm(staleSince) })}
          </span>
        ) : stats ? (
          <span className="bs-data-time" data-testid="bs-data-time">
            {t('title.dataTime', { time: stats.dataTime })}
          </span>
        ) : null}
      </div>
      <h1 className="bs-title-text">{t(title)}</h1>
      <div className="bs-title-side bs-title-right">
        <Clock />
        {toolbar}
      </div>
    </header>
  );
}
