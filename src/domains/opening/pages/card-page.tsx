import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiguresState } from '../../../components/figures-state';
import { RangeSearch } from '../components/range-search';
import { SeriesView, type SeriesField } from '../components/series-view';
import { useCardSeries } from '../hooks';
import type { CardFigure } from '../types';
import '../opening.css';
import '../i18n';

const FIELDS: SeriesField<CardFigure>[] = [
  { field: 'issued', chart: true },
  { field: 'replaced', chart: true },
  { field: 'lost', chart: true },
  { field: 'frozen' },
  { field: 'cancelled', chart: true },
];

/** 开卡统计: the cards issued (补卡 among them), lost, frozen and cancelled per month and per school, 12 months by default. */
export function CardPage() {
  const { t } = useTranslation('opening');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const series = useCardSeries(filters);
  return (
    <Card className="page-card" data-testid="opening-card-page">
      <RangeSearch onChange={setFilters} testId="opening-card-search" />
      <p className="opening-note">{t('card.note')}</p>
      <FiguresState error={series.error} loaded={!!series.data} empty={!series.data?.months.length} onRetry={() => void series.mutate()} testId="opening-card">
        {series.data ? <SeriesView data={series.data} fields={FIELDS} chartLabel={t('card.chart')} testId="opening-card" /> : null}
      </FiguresState>
    </Card>
  );
}
