import { Button } from '@arco-design/web-react';
import { IconCloseCircleFill, IconExclamationCircleFill, IconInfoCircleFill } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { missingCallOf } from '../lib/http';
import './status-i18n';

interface Props {
  kind: 'error' | 'refused';
  title: string;
  detail?: string;
  actionLabel?: string;
  onAction?: () => void;
  testId?: string;
  actionTestId?: string;
  /**
   * The failure the panel reports. One that says the backend lacks the call (`missingCallOf`) turns any failed
   * panel into the "needs backend support" state — naming the call, without 重试, as asking again will not help — so
   * every screen that shows its failure here degrades the same way before a backend without this product's calls.
   */
  error?: unknown;
  children?: ReactNode;
}

/**
 * A failed or refused page: an icon, a title, a detail and one action. Plain markup on purpose — Arco's
 * Result ships every status illustration (28 kB gzip) into whatever chunk uses it.
 */
export function StatusPanel({ kind, title, detail, actionLabel, onAction, testId, actionTestId, error, children }: Props) {
  const missing = missingCallOf(error);
  if (missing) return <NeedsBackend call={missing}>{children}</NeedsBackend>;
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

/** 该功能需要后端支持: the screen's call is one the backend does not serve (docs/front-mode.md#calls-the-backend-lacks). */
export function NeedsBackend({ call, children }: { call: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <section className="status-panel status-missing" role="status" data-testid="needs-backend" data-call={call}>
      <IconInfoCircleFill className="status-icon" aria-hidden />
      <h2>{t('status:needsBackend.title')}</h2>
      <p>{t('status:needsBackend.detail')}</p>
      <code className="status-call">{call}</code>
      {children}
    </section>
  );
}
