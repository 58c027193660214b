import { useTranslation } from 'react-i18next';
import type { Statistics } from '../data/types';
import type { KpiDef } from './types';

const number = (value: number | null, language: string) =>
  value === null || !Number.isFinite(value) ? '—' : value.toLocaleString(language, { maximumFractionDigits: 2 });

/** The screen's key figures, large enough to read across a room. */
export function KpiStrip({ kpis, stats }: { kpis: KpiDef[]; stats: Statistics }) {
  const { t, i18n } = useTranslation('screens');
  return (
    <dl className="bs-kpis">
      {kpis.map((kpi) => {
        const value = stats.kpis[kpi.key] ?? null;
        const alert = value !== null && kpi.alert?.(value, stats.kpis);
        return (
          <div key={kpi.key} className={alert ? 'bs-kpi bs-kpi-alert' : 'bs-kpi'} data-testid={`kpi-${kpi.key}`}>
            <dt>{t(kpi.label)}</dt>
            <dd>
              <span className="bs-kpi-value">{number(value, i18n.language)}</span>
              {kpi.unit && value !== null ? <span className="bs-kpi-unit">{t(kpi.unit)}</span> : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
