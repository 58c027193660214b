import { Empty } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css';
import { useTranslation } from 'react-i18next';
import { TodoCards } from '../../workbench';
import { FigureCards } from '../components/figure-cards';
import { HomeFrame, HomeSection } from '../components/home-frame';
import { useOpens } from '../components/opens';
import { RankingTable } from '../components/ranking-table';
import { rankSchools, warningCards } from '../figures';
import { useEducationHome } from '../hooks';

/**
 * 监管待办: the supervisor's to-do cards (letters to close, meals served without samples…), the warnings of the schools
 * of its reach summed (health certificates expired, 留样超时, kitchen alerts unhandled, letters unanswered), each
 * opening its list, and the schools that have any.
 */
export function EducationTodoPage() {
  const { t } = useTranslation('homes');
  const opens = useOpens();
  return (
    <HomeFrame title={t('educationTodo.title')} testId="education-todo-page" summary={useEducationHome()}>
      {(home) => {
        const warned = rankSchools(home.warnings ?? [], null).filter((row) => row.warningTotal > 0);
        return (
          <>
            <HomeSection title={t('section.todo')} testId="education-todo" ready={home.todo !== null}>
              {home.todo?.length ? <TodoCards items={home.todo} opens={opens} /> : <Empty description={t('todoEmpty')} />}
            </HomeSection>
            <HomeSection title={t('section.warnings')} testId="education-warnings" ready>
              <FigureCards cards={warningCards(home)} testId="education-warning-cards" />
            </HomeSection>
            <HomeSection title={t('section.warnedSchools')} testId="education-warned-schools" ready={home.warnings !== null}>
              {warned.length ? <RankingTable rows={warned} withToday={false} testId="education-warned-table" /> : <Empty description={t('empty.warnings')} />}
            </HomeSection>
          </>
        );
      }}
    </HomeFrame>
  );
}
