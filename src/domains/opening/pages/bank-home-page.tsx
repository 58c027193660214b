import { Button, Card, Statistic, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Statistic/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Chart } from '../../../components/chart';
import { formatYuan } from '../../../lib/money';
import { barsOption, total } from '../chart';
import { FiguresState } from '../../../components/figures-state';
import { money } from '../components/money';
import { useCardSeries, useRechargeSeries, useSchoolFigures } from '../hooks';
import type { SchoolFigure } from '../types';
import '../opening.css';
import '../i18n';

const NONE = {};
const LINKS = [
  ['school', '/kaihutongji/school/index'],
  ['card', '/kaihutongji/card/index'],
  ['recharge', '/kaihutongji/recharge/index'],
  ['detail', '/kaihutongji/detail/index'],
] as const;

/**
 * 银行首页: what a bank's school-business officer looks at first — the district's accounts, live cards and balances
 * held, this month's cards and recharges, the last 12 months of both in a chart, and each school's figures; each
 * card opens the screen with its detail.
 */
export function BankHomePage() {
  const { t } = useTranslation('opening');
  const navigate = useNavigate();
  const schools = useSchoolFigures(NONE);
  const cards = useCardSeries(NONE);
  const recharges = useRechargeSeries(NONE);
  const rows = schools.data ?? [];
  const thisMonth = { cards: cards.data?.months.at(-1), recharges: recharges.data?.months.at(-1) };
  const option = useMemo(() => {
    const months = recharges.data?.months ?? [];
    return barsOption(
      months.map((row) => row.month),
      [
        { name: t('field.recharged'), values: months.map((row) => row.recharged), money: true },
        { name: t('field.issued'), values: (cards.data?.months ?? []).map((row) => row.issued), line: true },
      ],
    );
  }, [recharges.data, cards.data, t]);
  const live = (row: SchoolFigure) => row.cardsNormal + row.cardsLost + row.cardsFrozen;
  const figures: { key: string; value: string | number; to: string }[] = [
    { key: 'schools', value: rows.length, to: LINKS[0][1] },
    { key: 'accounts', value: total(rows, (row) => row.accounts - row.closed), to: LINKS[3][1] },
    { key: 'liveCards', value: total(rows, live), to: LINKS[1][1] },
    { key: 'withoutCard', value: total(rows, (row) => row.withoutCard), to: LINKS[3][1] },
    { key: 'balances', value: formatYuan(total(rows, (row) => row.cash + row.subsidy)), to: LINKS[0][1] },
    { key: 'cardsThisMonth', value: thisMonth.cards?.issued ?? '—', to: LINKS[1][1] },
    { key: 'rechargedThisMonth', value: formatYuan(thisMonth.recharges?.recharged), to: LINKS[2][1] },
  ];
  const error = schools.error ?? cards.error ?? recharges.error;
  return (
    <Card className="page-card" data-testid="bank-home-page" title={t('home.title')}>
      <FiguresState
        error={error}
        loaded={!!schools.data && !!cards.data && !!recharges.data}
        onRetry={() => void Promise.all([schools.mutate(), cards.mutate(), recharges.mutate()])}
        testId="bank-home"
      >
        <div className="opening-figures" data-testid="bank-home-figures">
          {figures.map((figure) => (
            <Card key={figure.key} size="small" hoverable data-testid={`bank-home-figure-${figure.key}`}>
              <Statistic title={t(`home.${figure.key}`)} value={figure.value} groupSeparator />
              <Button type="text" size="mini" onClick={() => navigate(figure.to)} aria-label={t('home.open', { name: t(`home.${figure.key}`) })}>
                {t('home.details')}
              </Button>
            </Card>
          ))}
        </div>
        {rows.length === 0 ? <p className="opening-note">{t('home.noSchools')}</p> : null}
        <Chart option={option} label={t('home.chart')} testId="bank-home-chart" />
        <h3 className="opening-section-title">{t('bySchool')}</h3>
        <Table<SchoolFigure>
          rowKey="schoolId"
          border
          data={rows}
          pagination={false}
          data-testid="bank-home-schools"
          columns={[
            { title: t('field.school'), dataIndex: 'schoolName', width: 180 },
            { title: t('field.accounts'), dataIndex: 'accounts', width: 100, align: 'right' },
            { title: t('home.liveCards'), key: 'live', width: 100, align: 'right', render: (_: unknown, row) => live(row) },
            { title: t('field.withoutCard'), dataIndex: 'withoutCard', width: 100, align: 'right' },
            { title: t('field.cash'), dataIndex: 'cash', width: 120, align: 'right', render: money },
            { title: t('field.subsidy'), dataIndex: 'subsidy', width: 120, align: 'right', render: money },
            {
              title: t('home.recharged12'),
              key: 'recharged',
              width: 130,
              align: 'right',
              render: (_: unknown, row) => money(recharges.data?.schools.find((one) => one.schoolId === row.schoolId)?.recharged ?? 0),
            },
          ]}
        />
      </FiguresState>
    </Card>
  );
}
