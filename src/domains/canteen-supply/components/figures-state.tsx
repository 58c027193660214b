import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../components/status-panel';
import { errorText } from '../../../lib/http';
import '../i18n';

interface Props {
  error: unknown;
  /** Whether figures have arrived (a later load keeps showing them). */
  loaded: boolean;
  onRetry: () => void;
  testId: string;
  children: ReactNode;
}

/** A screen's figures, or their loading and error states: the error in the server's words (a refused range) with a retry. */
export function FiguresState({ error, loaded, onRetry, testId, children }: Props) {
  const { t } = useTranslation('canteenSupply');
  if (error)
    return (
      <StatusPanel
        kind="error"
        title={t('loadFailed')}
        detail={errorText(error, t('loadFailed'))}
        actionLabel={t('common:retry')}
        onAction={onRetry}
        testId={`${testId}-error`}
        error={error}
      />
    );
  if (!loaded) return <Spin className="page-loading" tip={t('common:loading')} data-testid={`${testId}-loading`} />;
  return <>{children}</>;
}
