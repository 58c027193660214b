import { Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tooltip/style/css';
import { IconPhone } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useServiceNumber } from '../../domains/portal';

/**
 * The service hotline of the user's unit; nothing at all when there is none. On narrower screens only the
 * icon shows (the stylesheet hides the text), the number in its tooltip and its accessible name.
 */
export function ServiceNumber() {
  const { t } = useTranslation('shell');
  const { data } = useServiceNumber();
  if (!data) return null;
  const label = t('header.hotline', { number: data });
  return (
    <Tooltip content={label}>
      <a className="shell-hotline" href={`tel:${data.replace(/[^\d+]/g, '')}`} aria-label={label} data-testid="service-number">
        <IconPhone aria-hidden />
        <span className="shell-hotline-text">{label}</span>
      </a>
    </Tooltip>
  );
}
