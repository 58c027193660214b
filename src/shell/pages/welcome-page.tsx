import { Card, Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { StatusPanel } from '../../components/status-panel';
import { TodoCards, useTodo } from '../../domains/workbench';
import { missingCallOf } from '../../lib/http';
import { session } from '../../session';
import './welcome-page.css';

/**
 * The bidding cards (the supplier's shortlist, the tenderer's progress), loaded after the page: most users see
 * neither, and their code and catalogues would otherwise weigh on every sign-in's first download.
 */
const BiddingHomeCards = lazy(() => import('../../domains/bidding/components/home-cards'));

/** Where a backend without the to-do summary leaves the user: the overview and their own information. */
const QUICK_LINKS = [
  { path: '/wel/dashboard', title: 'dashboard.title' },
  { path: '/info/index', title: 'user.info' },
] as const;

/** 待办提醒: the user's to-do counts, computed by the server in their reach, each card opening its list filtered. */
export function WelcomePage() {
  const { t } = useTranslation('shell');
  const { userInfo } = useSnapshot(session);
  const { data, error, isLoading, mutate } = useTodo();

  const body = (() => {
    if (isLoading) return <Spin className="page-loading" tip={t('common:loading')} />;
    if (error) {
      // before a backend without the summary, the shared "needs backend support" state, with where to go instead
      return (
        <StatusPanel kind="error" title={t('todo.loadFailed')} actionLabel={t('common:retry')} onAction={() => void mutate()} testId="todo-error" error={error}>
          {missingCallOf(error) ? (
            <nav aria-label={t('todo.quickLinks')} className="todo-quick-links" data-testid="todo-quick-links">
              {QUICK_LINKS.map((link) => (
                <Link key={link.path} to={link.path}>
                  {t(link.title)}
                </Link>
              ))}
            </nav>
          ) : null}
        </StatusPanel>
      );
    }
    if (!data?.length) return <Empty description={t('todo.empty')} data-testid="todo-empty" />;
    return <TodoCards items={data} />;
  })();

  return (
    <Card title={t('welcome.title')} data-testid="welcome-page" className="page-card">
      <p className="welcome-greeting">{t('welcome.greeting', { name: userInfo?.realName || userInfo?.account || '' })}</p>
      {body}
      <Suspense fallback={null}>
        <BiddingHomeCards />
      </Suspense>
    </Card>
  );
}
