import { IconPhone } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useServiceNumber } from '../../domains/portal';

/** The service hotline of the user's unit; nothing at all when there is none. */
export function ServiceNumber() {
  const { t } = useTranslation('shell');
  const { data } = useServiceNumber();
  if (!data) return null;
  return (
    <a className="shell-hotline" href={`tel:${data.replace(/[^\d+]/g, '')}`} data-testid="service-number">
      <IconPhone aria-hidden />
      <span>{t('header.hotline', { number: data })}</span>
    </a>
  );
}
