import { Card, Empty, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { IconRight } from '@arco-design/web-react/icon';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { StatusPanel } from '../../components/status-panel';
import { useTodo, type TodoItem } from '../../domains/workbench';
import { session } from '../../session';

/**
 * The bidding cards (the supplier's shortlist, the tenderer's progress), loaded after the page: most users see
 * neither, and their code and catalogues would otherwise weigh on every sign-in's first download.
 */
const BiddingHomeCards = lazy(() => import('../../domains/bidding/components/home-cards'));

/** 待办提醒: the user's to-do items from the server, each opening the screen it concerns. */
export function WelcomePage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { userInfo } = useSnapshot(session);
  const { data, error, isLoading, mutate } = useTodo();

  const body = (() => {
    if (isLoading) return <Spin className="page-loading" tip={t('common:loading')} />;
    if (error) {
      return <StatusPanel kind="error" title={t('todo.loadFailed')} actionLabel={t('common:retry')} onAction={() => void mutate()} testId="todo-error" />;
    }
    if (!data?.length) return <Empty description={t('todo.empty')} data-testid="todo-empty" />;
    return (
      <ul className="todo-list" data-testid="todo-list">
        {data.map((item: TodoItem) => (
          <li key={item.id}>
            <button type="button" className="todo-item" onClick={() => navigate(item.path)} data-testid="todo-item">
              <Tag color="arcoblue">{t(`todo.kinds.${item.kind}`, { defaultValue: item.kind })}</Tag>
              <span className="todo-title">{item.title}</span>
              {item.count > 0 ? <span className="todo-count">{t('todo.count', { count: item.count })}</span> : null}
              {item.dueTime ? <span className="todo-due">{t('todo.due', { time: item.dueTime })}</span> : null}
              <IconRight aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    );
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
