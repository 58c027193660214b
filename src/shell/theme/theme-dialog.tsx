import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../../session';
import { applyChromeTheme } from './apply-theme';
import { chromeThemeIds, chromeThemes } from './chrome-themes';

interface Props {
  visible: boolean;
  onClose: () => void;
  layout: 'side' | 'top';
  onLayoutChange: (layout: 'side' | 'top') => void;
}

/** The theme dialog: the ten chrome themes as previews, and the shell variant. */
export function ThemeDialog({ visible, onClose, layout, onLayoutChange }: Props) {
  const { t } = useTranslation('theme');
  const { themeName } = useSnapshot(session);
  const choose = (id: string) => {
    session.themeName = id;
    applyChromeTheme(id);
  };
  return (
    <Modal title={t('title')} visible={visible} onCancel={onClose} footer={null} style={{ width: 640 }} data-testid="theme-dialog">
      <h3 className="theme-heading">{t('layout')}</h3>
      <div className="theme-layouts" role="group" aria-label={t('layout')}>
        {(['side', 'top'] as const).map((option) => (
          <button key={option} type="button" className="theme-layout" aria-pressed={layout === option} onClick={() => onLayoutChange(option)} data-testid={`layout-option-${option}`}>
            <span className={`theme-layout-mock mock-${option}`} aria-hidden>
              <i />
              <b />
            </span>
            {t(`layouts.${option}`)}
          </button>
        ))}
      </div>
      <h3 className="theme-heading">{t('chrome')}</h3>
      <div className="theme-grid" role="group" aria-label={t('chrome')}>
        {chromeThemeIds.map((id) => {
          const palette = chromeThemes[id];
          return (
            <button key={id} type="button" className="theme-option" aria-pressed={themeName === id} onClick={() => choose(id)} data-testid={`theme-option-${id}`}>
              <span className="theme-mock" aria-hidden style={{ background: palette.contentBg, borderColor: palette.border }}>
                <span className="theme-mock-header" style={{ background: palette.headerBg }} />
                <span className="theme-mock-sider" style={{ background: palette.siderBg }}>
                  <span style={{ background: palette.siderActiveBg }} />
                </span>
              </span>
              <span>{t(`names.${id}`)}</span>
            </button>
          );
        })}
      </div>
    </Modal>
  );
}
