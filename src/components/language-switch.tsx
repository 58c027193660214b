import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import { IconLanguage } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { languages } from '../lib/i18n';
import { session, setLanguage } from '../session';

/** Two languages, so one button switches to the other; it names the language it switches to. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language } = useSnapshot(session);
  const next = languages.find((code) => code !== language) ?? languages[0];
  return (
    <Button
      type="text"
      icon={<IconLanguage />}
      onClick={() => setLanguage(next)}
      aria-label={`${t('common:language')}: ${t(`common:languages.${next}`)}`}
      lang={next}
      data-testid="language-switch"
    >
      {t(`common:languages.${next}`)}
    </Button>
  );
}
