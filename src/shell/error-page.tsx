import { useTranslation } from 'react-i18next';

interface Props {
  code: '403' | '404' | '500';
  onRetry?: () => void;
}

/**
 * /403, /404 and /500. Plain markup on purpose: it is in the first chunk (a failed chunk load must still
 * be able to show it) and Arco's Result would add its illustrations to every page's download.
 */
export function ErrorPage({ code, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <main className="error-page" data-testid={`error-${code}`}>
      <div className="error-code" aria-hidden>
        {code}
      </div>
      <h1>{t(`common:error.${code}`)}</h1>
      {code === '500' ? <p>{t('common:error.500Hint')}</p> : null}
      <div className="error-actions">
        {onRetry ? (
          <button type="button" className="plain-btn primary" onClick={onRetry}>
            {t('common:retry')}
          </button>
        ) : null}
        <a className={`plain-btn${onRetry ? '' : ' primary'}`} href="/">
          {t('common:backHome')}
        </a>
      </div>
    </main>
  );
}
