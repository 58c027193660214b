import { IconTool } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../lib/route-meta';

/** A screen whose issue is not built yet says so, instead of showing a blank page. */
export function PlaceholderPage({ title }: { title?: string }) {
  const { t } = useTranslation('shell');
  const meta = useRouteMeta();
  return (
    <section className="placeholder-page" data-testid="placeholder-page">
      <IconTool className="placeholder-icon" />
      <h2>{title ?? (meta.title ? t(meta.title) : '')}</h2>
      <p>{t('placeholder.underConstruction')}</p>
    </section>
  );
}
