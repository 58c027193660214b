import { Statistic } from '@arco-design/web-react';
import '@arco-design/web-react/es/Statistic/style/css';
import { useTranslation } from 'react-i18next';
import { FigureCards } from '../components/figure-cards';
import { HomeFrame, HomeSection } from '../components/home-frame';
import { RankingTable } from '../components/ranking-table';
import { rankSchools, TODAY_KINDS, todayTotals, warningCards } from '../figures';
import { useEducationHome } from '../hooks';

/**
 * 教育局首页: today's key figures over the schools of the reach (meals served, canteens with their ledgers complete,
 * kitchen alerts, deliveries accepted), their warnings, and the schools ranked — fewest warnings first (学校排名).
 */
export function EducationHomePage() {
  const { t } = useTranslation('homes');
  return (
    <HomeFrame title={t('educationHome.title')} testId="education-home-page" summary={useEducationHome()}>
      {(home) => {
        const totals = todayTotals(home);
        return (
          <>
            <HomeSection title={t('section.today')} testId="education-today" ready={totals !== null}>
              <div className="home-statistics" data-testid="education-today-figures">
                {totals
                  ? TODAY_KINDS.map((kind) => (
                      <Statistic
                        key={kind}
                        title={t(`today.${kind}`)}
                        value={totals[kind]}
                        suffix={kind === 'ledgersComplete' ? ` / ${totals.canteens}` : undefined}
                        groupSeparator
                      />
                    ))
                  : null}
              </div>
            </HomeSection>
            <HomeSection title={t('section.warnings')} testId="education-warnings" ready>
              <FigureCards cards={warningCards(home)} testId="education-warning-cards" />
            </HomeSection>
            <HomeSection title={t('section.ranking')} testId="education-ranking" ready={home.warnings !== null}>
              <RankingTable rows={rankSchools(home.warnings ?? [], home.today)} withToday testId="education-ranking-table" />
            </HomeSection>
          </>
        );
      }}
    </HomeFrame>
  );
}
