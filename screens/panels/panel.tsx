import { useTranslation } from 'react-i18next';
import type { Statistics } from '../data/types';
import type { PanelDef } from '../screen/types';
import { CameraWall } from './camera-wall';
import { ChartPanel } from './chart-panel';
import { PanelBoundary } from './panel-boundary';
import { readRows } from './read';
import { TablePanel } from './table-panel';

export const PANEL_HEAD = 40;
const PANEL_PADDING = 10;

interface Props {
  def: PanelDef;
  stats: Statistics;
  width: number;
  height: number;
  pixelRatio: number;
  /** Edit mode: a layout key on the title (arrows move, Shift + arrows resize); true when it was used. */
  onLayoutKey?: (key: string, resize: boolean) => boolean;
}

function PanelError() {
  const { t } = useTranslation('screens');
  return (
    <div className="bs-panel-error" role="alert" data-testid="panel-error">
      <strong>{t('panel.errorTitle')}</strong>
      <span>{t('panel.errorDetail')}</span>
    </div>
  );
}

function Body({ def, stats, width, height, pixelRatio }: Props) {
  const { t } = useTranslation('screens');
  const { body } = def;
  if (body.kind === 'chart') {
    const option = body.option({ stats, t });
    if (!option) return <p className="bs-empty">{t('panel.noData')}</p>;
    return <ChartPanel option={option} width={width} height={height} pixelRatio={pixelRatio} />;
  }
  if (body.kind === 'table') return <TablePanel columns={body.columns} rows={body.source ? readRows(stats, body.source) : stats.latest} height={height} />;
  return <CameraWall stats={stats} />;
}

/** A panel: its title (the drag handle in edit mode) and its body sized by the grid. */
export function Panel(props: Props) {
  const { t } = useTranslation('screens');
  const { def, stats, width, height, onLayoutKey } = props;
  const inner = { width: Math.max(40, width - 2 * PANEL_PADDING), height: Math.max(40, height - PANEL_HEAD - PANEL_PADDING) };
  return (
    <section className="bs-panel" aria-label={t(def.title)} data-testid={`panel-${def.id}`}>
      <h3
        className="bs-panel-head"
        tabIndex={onLayoutKey ? 0 : undefined}
        aria-label={onLayoutKey ? t('layout.keyboardHint', { title: t(def.title) }) : undefined}
        onKeyDown={onLayoutKey ? (event) => onLayoutKey(event.key, event.shiftKey) && event.preventDefault() : undefined}
      >
        {t(def.title)}
      </h3>
      <div className="bs-panel-body" style={inner}>
        <PanelBoundary resetKey={stats} fallback={<PanelError />}>
          <Body {...props} width={inner.width} height={inner.height} />
        </PanelBoundary>
      </div>
    </section>
  );
}
