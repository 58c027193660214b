import { Badge, Button, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Badge/style/css';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Tooltip/style/css';
import { IconBug } from '@arco-design/web-react/icon';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../../session';

// The table and its confirms load on first open: most sessions never look at the log.
const ErrorLogDialog = lazy(() => import('./error-log-dialog').then((m) => ({ default: m.ErrorLogDialog })));

/** The header's error-log button; its badge counts the entries (99+ above 99, hidden at 0). */
export function ErrorLogButton() {
  const { t } = useTranslation('errorlog');
  const count = useSnapshot(session).logsList.length;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip content={t('title')}>
        <Badge count={count} maxCount={99} offset={[-2, 4]} data-testid="error-log-badge">
          <Button
            type="text"
            icon={<IconBug />}
            aria-label={t('button', { count })}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
            data-testid="error-log-button"
          />
        </Badge>
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <ErrorLogDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
