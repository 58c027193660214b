import { Alert, Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import { useTranslation } from 'react-i18next';
import '../crud/i18n';

/**
 * Someone saved the record first (a 409): says so above the form, which keeps what was typed, and offers
 * their version (载入最新), whose version number the next save carries. The one conflict notice of the
 * console: the CRUD dialog and the self-service forms show this.
 */
export function ConflictNotice({ testId, onLoadLatest }: { testId: string; onLoadLatest: () => void }) {
  const { t } = useTranslation('crud');
  return (
    <Alert
      type="warning"
      className="crud-conflict"
      data-testid={testId}
      content={t('conflict')}
      action={
        <Button size="mini" onClick={onLoadLatest} data-testid={`${testId}-load`}>
          {t('loadLatest')}
        </Button>
      }
    />
  );
}
