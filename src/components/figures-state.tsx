import { Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/http';
import './crud/i18n';
import { StatusPanel } from './status-panel';

interface Props {
  error: unknown;
  /** Whether figures have arrived (a later load keeps showing them). */
  loaded: boolean;
  /** Whether the figures that arrived hold nothing: the empty state instead of `children`. */
  empty?: boolean;
  onRetry: () => void;
  testId: string;
  /** The error's title and the empty state's words; the lists' general ones when absent. */
  errorTitle?: string;
  emptyText?: string;
  children: ReactNode;
}

/**
 * A statistics screen's figures, or their states: the failure in the server's words (a refused range) with 重试,
 * loading until the first figures arrive, empty when they hold nothing.
 */
export function FiguresState({ error, loaded, empty = false, onRetry, testId, errorTitle, emptyText, children }: Props) {
  const { t } = useTranslation();
  const title = errorTitle ?? t('crud:loadFailed');
  if (error)
    return (
      <StatusPanel
        kind="error"
        title={title}
        detail={errorText(error, title)}
        actionLabel={t('common:retry')}
        onAction={onRetry}
        testId={`${testId}-error`}
        error={error}
      />
    );
  if (!loaded) return <Spin className="page-loading" tip={t('common:loading')} data-testid={`${testId}-loading`} />;
  if (empty) return <Empty description={emptyText ?? t('crud:empty')} data-testid={`${testId}-empty`} />;
  return <>{children}</>;
}
