import { useTranslation } from 'react-i18next';

/** The product mark: a bowl under a shield. Its colour follows the brand palette (currentColor). */
export function BrandLogo({ size = 32 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <svg className="brand-logo" width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={t('common:appName')}>
      <path d="M24 3 41 9v13c0 11-7 19-17 23C14 41 7 33 7 22V9z" fill="currentColor" opacity="0.15" />
      <path d="M24 3 41 9v13c0 11-7 19-17 23C14 41 7 33 7 22V9z" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M14 24h20a10 10 0 0 1-20 0z" fill="currentColor" />
      <path d="M20 14c0 3 3 3 3 6M26 14c0 3 3 3 3 6" stroke="currentColor" strokeWidth="2.4" fill="none" strokeLinecap="round" />
    </svg>
  );
}
