import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import { LanguageSwitch } from '../../../components/language-switch';

interface Props {
  /** `console`: the platform's sign-in; `canteen`: the canteen website's own branding. */
  variant: 'console' | 'canteen';
  title: string;
  children: ReactNode;
}

/** The frame shared by the sign-in pages: brand panel, language switch, and the form card. */
export function AuthFrame({ variant, title, children }: Props) {
  const { t } = useTranslation('auth');
  return (
    <div className={`auth-page auth-${variant}`} data-testid={`auth-${variant}`}>
      <header className="auth-top">
        <div className="auth-brand">
          <BrandLogo size={36} />
          <span>{variant === 'canteen' ? t('accountLogin.brand') : t('common:appName')}</span>
        </div>
        <LanguageSwitch />
      </header>
      <main className="auth-main">
        <section className="auth-hero" aria-hidden={variant === 'canteen'}>
          <h1>{variant === 'canteen' ? t('accountLogin.headline') : t('login.headline')}</h1>
          <p>{variant === 'canteen' ? t('accountLogin.tagline') : t('login.tagline')}</p>
          {variant === 'console' ? (
            <ul>
              <li>{t('login.point1')}</li>
              <li>{t('login.point2')}</li>
              <li>{t('login.point3')}</li>
            </ul>
          ) : null}
        </section>
        <section className="auth-card" aria-labelledby="auth-title">
          <h2 id="auth-title">{title}</h2>
          {children}
        </section>
      </main>
      <footer className="auth-footer">{t('login.footer')}</footer>
    </div>
  );
}
