import { Empty } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css';
import { useTranslation } from 'react-i18next';
import { TodoCards } from '../../workbench';
import { HomeFrame, HomeSection } from '../components/home-frame';
import { HomeList } from '../components/home-list';
import { useOpens } from '../components/opens';
import { useSupplierHome } from '../hooks';

const HALL = '/toubiao/hall/index?biddingProgress=3';
const SHORTLISTED = '/toubiao/my/index?tab=shortlisted';
const QUALIFICATIONS = '/toubiao/profile/qualification';

/**
 * 供应商待办: the supplier's to-do cards (待办提醒's items of its own), the tenders open to sign up closing next, the
 * shortlisted tenders whose quote is due, and its documents expiring within 30 days or expired — each opening its list.
 */
export function SupplierTodoPage() {
  const { t } = useTranslation('homes');
  const opens = useOpens();
  return (
    <HomeFrame title={t('supplierTodo.title')} testId="supplier-todo-page" summary={useSupplierHome()}>
      {({ todo, tenders, qualifications }) => (
        <>
          <HomeSection title={t('section.todo')} testId="supplier-todo" ready={todo !== null}>
            {todo?.length ? <TodoCards items={todo} opens={opens} /> : <Empty description={t('todoEmpty')} />}
          </HomeSection>
          <div className="home-columns">
            <HomeSection title={t('section.openTenders')} testId="supplier-open-tenders" ready={tenders !== null}>
              <HomeList
                testId="supplier-open-list"
                empty={t('empty.openTenders')}
                rows={(tenders?.openList ?? []).map((row) => ({
                  key: row.biddingId,
                  title: row.title,
                  meta: `${row.schoolName} · ${t('signUpEnd', { time: row.time })}${row.signedUp ? ` · ${t('signedUp')}` : ''}`,
                  link: HALL,
                }))}
              />
            </HomeSection>
            <HomeSection title={t('section.quoteDue')} testId="supplier-quote-due" ready={tenders !== null}>
              <HomeList
                testId="supplier-quote-list"
                empty={t('empty.quoteDue')}
                rows={(tenders?.quoteDueList ?? []).map((row) => ({
                  key: row.biddingId,
                  title: row.title,
                  meta: `${row.schoolName} · ${t('opening', { time: row.time })}`,
                  link: SHORTLISTED,
                }))}
              />
            </HomeSection>
            <HomeSection title={t('section.qualificationsDue')} testId="supplier-qualifications-due" ready={qualifications !== null}>
              <HomeList
                testId="supplier-qualification-list"
                empty={t('empty.qualificationsDue')}
                rows={(qualifications?.dueList ?? []).map((row) => ({
                  key: `${row.name}-${row.expireDate}`,
                  title: row.name,
                  meta: t(row.expired ? 'expiredOn' : 'expiresOn', { date: row.expireDate }),
                  link: QUALIFICATIONS,
                }))}
              />
            </HomeSection>
          </div>
        </>
      )}
    </HomeFrame>
  );
}
