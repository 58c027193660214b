import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recordError } from '../../src/shell/error-log/capture';

interface Props {
  /** A new value (the next data) tries again. */
  resetKey: unknown;
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps one panel's failure (malformed data, a chart that throws) inside that panel. */
export class PanelBoundary extends Component<Props, { failedKey: unknown; failed: boolean }> {
  override state = { failedKey: undefined as unknown, failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // The card tells the wall's viewers; the error log tells whoever looks after the wall.
    recordError('react', error, info.componentStack ?? '');
    this.setState({ failedKey: this.props.resetKey });
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey && this.state.failedKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
