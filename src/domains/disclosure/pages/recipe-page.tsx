import { Card, Space, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { useRecipes } from '../hooks';
import { SchoolSelect } from '../components/school-select';
import { FiguresState } from '../../../components/figures-state';
import { WeekTable } from '../components/week-table';
import { useChosenSchool } from './use-school';
import '../i18n';

/** 食谱公示: the weeks of recipes a school of the caller's reach published, as parents see them. */
export function RecipePage() {
  const { t } = useTranslation('disclosure');
  const { schools, schoolId, setSchoolId } = useChosenSchool();
  const recipes = useRecipes(schoolId);
  return (
    <Card
      className="page-card"
      data-testid="recipe-public-page"
      title={t('recipe.title')}
      extra={<SchoolSelect schools={schools.data ?? []} value={schoolId} onChange={setSchoolId} />}
    >
      <FiguresState
        loaded={Boolean(schools.data && (!schoolId || recipes.data))}
        error={schools.error ?? recipes.error}
        empty={!schoolId || !recipes.data?.length}
        emptyText={schoolId ? t('recipe.empty') : t('noSchool')}
        onRetry={() => void Promise.all([schools.mutate(), recipes.mutate()])}
        testId="recipes-public"
      >
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          {recipes.data?.map((week) => (
            <div key={week.recipeId}>
              <h3>
                {t('recipe.week', { canteen: week.canteenName, start: week.weekStart, age: week.ageGroup })}{' '}
                <Tag>{t('recipe.publishedAt', { time: week.publishedAt })}</Tag>
              </h3>
              <WeekTable week={week} />
            </div>
          ))}
        </Space>
      </FiguresState>
    </Card>
  );
}
