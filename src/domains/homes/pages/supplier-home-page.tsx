import { Empty } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { formatYuan } from '../../../lib/money';
import { FigureCards } from '../components/figure-cards';
import { HomeFrame, HomeSection } from '../components/home-frame';
import { supplierCards } from '../figures';
import { useSupplierHome } from '../hooks';
import type { SupplierHome } from '../types';

function SalesChart({ sales }: { sales: NonNullable<SupplierHome['sales']> }) {
  const { t } = useTranslation('homes');
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis', valueFormatter: (fen: number) => formatYuan(fen) },
      grid: { left: 60, right: 16, top: 16, bottom: 24 },
      xAxis: { type: 'category', data: sales.map((row) => row.month) },
      yAxis: { type: 'value', axisLabel: { formatter: (fen: number) => formatYuan(fen) } },
      series: [{ type: 'bar', name: t('salesAmount'), data: sales.map((row) => row.amount), barMaxWidth: 32 }],
    }),
    [sales, t],
  );
  if (!sales.length) return <Empty description={t('empty.sales')} data-testid="supplier-sales-empty" />;
  return <Chart option={option} height={220} label={t('salesChart')} testId="supplier-sales-chart" />;
}

/**
 * 供应商首页: the supplier's company at a glance — its tenders (open, shortlisted, won), the supply chain's orders due
 * today and this week, to confirm and on the road, its returns, its documents' state, and this year's sales by month.
 */
export function SupplierHomePage() {
  const { t } = useTranslation('homes');
  return (
    <HomeFrame title={t('supplierHome.title')} testId="supplier-home-page" summary={useSupplierHome()}>
      {(home) => {
        const cards = supplierCards(home);
        return (
          <>
            <HomeSection title={t('section.tenders')} testId="supplier-home-tenders" ready>
              <FigureCards cards={cards.tenders} testId="supplier-tender-cards" />
            </HomeSection>
            <HomeSection title={t('section.orders')} testId="supplier-home-orders" ready>
              <FigureCards cards={cards.orders} testId="supplier-order-cards" />
            </HomeSection>
            <HomeSection title={t('section.qualifications')} testId="supplier-home-qualifications" ready>
              <FigureCards cards={cards.qualifications} testId="supplier-qualification-cards" />
            </HomeSection>
            <HomeSection title={t('section.sales')} testId="supplier-home-sales" ready={home.sales !== null}>
              <SalesChart sales={home.sales ?? []} />
            </HomeSection>
          </>
        );
      }}
    </HomeFrame>
  );
}
