import { Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../components/status-panel';
import { errorText } from '../../../lib/http';
import '../i18n';

interface Props {
  loading: boolean;
  error: unknown;
  empty: boolean;
  retry: () => void;
  testId: string;
  children: ReactNode;
}

/** A statistics screen's states: loading, the refusal or failure in the server's words with 重试, empty, the figures. */
export function FiguresState({ loading, error, empty, retry, testId, children }: Props) {
  const { t } = useTranslation('opening');
  if (error)
    return (
      <StatusPanel
        kind="error"
        title={t('crud:loadFailed')}
        detail={errorText(error, t('crud:loadFailed'))}
        actionLabel={t('common:retry')}
        onAction={retry}
        testId={`${testId}-error`}
        error={error}
      />
    );
  if (loading && empty) return <Spin block className="opening-loading" data-testid={`${testId}-loading`} />;
  if (empty) return <Empty description={t('empty')} data-testid={`${testId}-empty`} />;
  return <>{children}</>;
}
