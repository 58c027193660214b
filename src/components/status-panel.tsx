import { Button } from '@arco-design/web-react';
import { IconCloseCircleFill, IconExclamationCircleFill } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';

interface Props {
  kind: 'error' | 'refused';
  title: string;
  detail?: string;
  actionLabel?: string;
  onAction?: () => void;
  testId?: string;
  actionTestId?: string;
  children?: ReactNode;
}

/**
 * A failed or refused page: an icon, a title, a detail and one action. Plain markup on purpose — Arco's
 * Result ships every status illustration (28 kB gzip) into whatever chunk uses it.
 */
export function StatusPanel({ kind, title, detail, actionLabel, onAction, testId, actionTestId, children }: Props) {
  const Icon = kind === 'error' ? IconCloseCircleFill : IconExclamationCircleFill;
  return (
    <section className={`status-panel status-${kind}`} role="alert" data-testid={testId}>
      <Icon className="status-icon" aria-hidden />
      <h2>{title}</h2>
      {detail ? <p>{detail}</p> : null}
      {children}
      {actionLabel && onAction ? (
        <Button type="primary" onClick={onAction} data-testid={actionTestId}>
          {actionLabel}
        </Button>
      ) : null}
    </section>
  );
}
