import { Button, Card, Progress, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Progress/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/status-panel';
import { useToday } from '../hooks';

const SHOWN = 8;

/** A canteen's day: one card per ledger that owes records — done of owed, and what is still missing. */
export function TodayCards({ canteenId, day, linked }: { canteenId: string; day: string; linked: boolean }) {
  const { t } = useTranslation('ledgers');
  const navigate = useNavigate();
  // a 待办提醒 item opens the page on its ledger (?ledger=)
  const focus = useSearchParams()[0].get('ledger');
  const today = useToday(canteenId, day);
  if (today.error)
    return <StatusPanel kind="error" title={t('today.loadFailed')} actionLabel={t('common:retry')} onAction={() => void today.mutate()} error={today.error} />;
  if (!today.data) return <Spin />;
  const { ledgers, complete } = today.data;
  return (
    <div data-testid="ledger-today">
      {complete ? (
        <Tag color="green" style={{ marginBottom: 12 }} data-testid="ledger-today-complete">
          {t('today.complete')}
        </Tag>
      ) : null}
      <div className="ledger-today-grid">
        {ledgers.map((ledger) => (
          <Card
            key={ledger.code}
            size="small"
            className={ledger.code === focus ? 'ledger-today-focus' : undefined}
            title={t(`ledger-${ledger.code}:title`)}
            data-testid={`ledger-today-${ledger.code}`}
            extra={
              linked ? (
                <Button type="text" size="mini" onClick={() => navigate(ledger.path)}>
                  {t('today.open')}
                </Button>
              ) : null
            }
          >
            {ledger.owed === 0 ? (
              <span className="ledger-hint">{t('today.nothingOwed')}</span>
            ) : (
              <>
                <Progress
                  percent={Math.round((ledger.done / ledger.owed) * 100)}
                  status={ledger.done === ledger.owed ? 'success' : 'normal'}
                  formatText={() => t('today.progress', { done: ledger.done, owed: ledger.owed })}
                />
                {ledger.missing.length ? (
                  <ul className="ledger-today-missing" aria-label={t('today.missing')}>
                    {ledger.missing.slice(0, SHOWN).map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                    {ledger.missing.length > SHOWN ? <li>…</li> : null}
                  </ul>
                ) : null}
              </>
            )}
          </Card>
        ))}
      </div>
    </div>
  );
}
