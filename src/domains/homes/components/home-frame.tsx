import { Alert, Card, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import { StatusPanel } from '../../../components/status-panel';
import '../i18n';
import './homes.css';

/**
 * A home page's frame: loading, the failure of the whole call (with 重试), and above the page the parts the server
 * could not compute (each part's own place says so too) — the rest still shows.
 */
export function HomeFrame<T extends { unavailable: string[] }>({
  title,
  testId,
  summary,
  children,
}: {
  title: string;
  testId: string;
  summary: SWRResponse<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('homes');
  const { data, error, isLoading, mutate } = summary;
  const body = (() => {
    if (isLoading && !data) return <Spin className="page-loading" tip={t('common:loading')} />;
    if (error || !data)
      return (
        <StatusPanel
          kind="error"
          title={t('loadFailed')}
          actionLabel={t('common:retry')}
          onAction={() => void mutate()}
          testId={`${testId}-error`}
          error={error}
        />
      );
    return (
      <>
        {data.unavailable.length ? (
          <Alert
            type="warning"
            className="home-unavailable"
            data-testid="home-unavailable"
            content={t('unavailable', { parts: data.unavailable.map((part) => t(`part.${part}`)).join('、') })}
          />
        ) : null}
        {children(data)}
      </>
    );
  })();
  return (
    <Card title={title} className="page-card" data-testid={testId}>
      {body}
    </Card>
  );
}

/** A section of a home page: its heading, and its content or, when its part is null, 暂不可用. */
export function HomeSection({ title, testId, ready, children }: { title: string; testId: string; ready: boolean; children: ReactNode }) {
  const { t } = useTranslation('homes');
  return (
    <section className="home-section" data-testid={testId} aria-label={title}>
      <h3 className="home-section-title">{title}</h3>
      {ready ? children : <p className="home-section-unavailable">{t('partUnavailable')}</p>}
    </section>
  );
}
