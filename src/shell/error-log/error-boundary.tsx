import { StatusPanel } from '../../components/status-panel';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clip, MAX_MESSAGE, recordError, redact } from './capture';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the path), a failed page is tried again. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
}

function RenderFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('errorlog');
  return (
    <StatusPanel
      kind="error"
      title={t('renderFailed')}
      detail={clip(redact(message), MAX_MESSAGE)}
      actionLabel={t('retry')}
      onAction={onRetry}
      testId="render-error"
      actionTestId="render-error-retry"
    />
  );
}

/** A page that fails to render is logged and replaced by a retry, instead of blanking the shell. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    recordError('react', error, info.componentStack ?? '');
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && !Object.is(previous.resetKey, this.props.resetKey)) this.setState({ error: null });
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    return <RenderFailed message={this.state.error.message} onRetry={this.retry} />;
  }
}
