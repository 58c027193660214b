import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { publicCalls } from '../api';
import { PriceTables } from '../components/price-tables';
import { WeekTable } from '../components/week-table';
import { disclosureKeys } from '../queries';
import { ComplaintForm, ReplyLookup } from './complaint-form';
import { SurveyForm } from './survey-form';
import '../i18n';
import './public.css';

const SECTIONS = ['notices', 'recipe', 'price', 'survey', 'complaint'] as const;

/**
 * A school's public page (/p/:token, from its QR code; no sign-in): its published notices, this week's published
 * recipes, its prices, its open surveys and the complaint form with the reply look-up. Plain elements and text only —
 * nothing a school or a parent wrote is rendered as HTML.
 */
export function PublicPage() {
  const { t } = useTranslation('disclosure');
  const token = useParams().token ?? '';
  const page = useSWR(disclosureKeys.publicPage(token), () => publicCalls.school(token), { revalidateOnFocus: false, shouldRetryOnError: false });
  const school = page.data;
  useEffect(() => {
    if (school) document.title = t('public.title', { school: school.schoolName });
  }, [school, t]);
  if (page.error)
    return (
      <main className="public-page" data-testid="public-page-error">
        <p className="notice error" role="alert">
          {t('public.notFound')}
        </p>
      </main>
    );
  if (!school)
    return (
      <main className="public-page" aria-busy="true">
        {t('public.loading')}
      </main>
    );
  return (
    <main className="public-page" data-testid="public-page">
      <h1>{school.schoolName}</h1>
      <nav aria-label={t('public.title', { school: school.schoolName })}>
        {SECTIONS.map((section) => (
          <a key={section} href={`#${section}`}>
            {t(`public.tabs.${section}`)}
          </a>
        ))}
      </nav>
      <section id="notices">
        <h2>{t('public.tabs.notices')}</h2>
        {school.notices.length ? (
          school.notices.map((notice) => (
            <details key={notice.id}>
              <summary>
                {notice.title} <small>{notice.publishTime.slice(0, 10)}</small>
              </summary>
              {notice.subtitle ? <p>{notice.subtitle}</p> : null}
              <p className="content">{notice.content}</p>
            </details>
          ))
        ) : (
          <p>{t('public.noNotices')}</p>
        )}
      </section>
      <section id="recipe">
        <h2>{t('public.tabs.recipe')}</h2>
        {school.recipes.length ? (
          school.recipes.map((week) => (
            <div key={week.recipeId}>
              <h3>{t('recipe.week', { canteen: week.canteenName, start: week.weekStart, age: week.ageGroup })}</h3>
              <WeekTable week={week} />
            </div>
          ))
        ) : (
          <p data-testid="public-recipe-empty">{t('recipe.empty')}</p>
        )}
      </section>
      <section id="price">
        <h2>{t('public.tabs.price')}</h2>
        <PriceTables prices={school.prices} />
      </section>
      <section id="survey">
        <h2>{t('public.tabs.survey')}</h2>
        {school.surveys.length ? school.surveys.map((survey) => <SurveyForm key={survey.id} token={token} survey={survey} />) : <p>{t('public.noSurvey')}</p>}
      </section>
      <section id="complaint">
        <h2>{t('public.tabs.complaint')}</h2>
        <ComplaintForm token={token} />
        <ReplyLookup token={token} />
      </section>
    </main>
  );
}
