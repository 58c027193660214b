import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../../session';
import { applyChromeTheme } from './apply-theme';
import { chromeThemeIds, chromeThemes, isChromeThemeId, type ChromeTheme, type ChromeThemeId } from './chrome-themes';

export type ShellLayoutChoice = 'side' | 'top';
const LAYOUTS: readonly ShellLayoutChoice[] = ['side', 'top'];

interface Props {
  visible: boolean;
  onClose: () => void;
  layout: ShellLayoutChoice;
  onLayoutChange: (layout: ShellLayoutChoice) => void;
}

/** Stores and applies a chrome theme (the shell also applies session.themeName at start). */
export function chooseChromeTheme(id: ChromeThemeId): void {
  session.themeName = id;
  applyChromeTheme(id);
}

/** A thumbnail of the frame in a theme's colours: header, sidebar with its selected item, a tab. */
function ThemeMock({ theme }: { theme: ChromeTheme }) {
  return (
    <span className="theme-mock" aria-hidden style={{ background: theme.contentBg, borderColor: theme.border }}>
      <span className="theme-mock-header" style={{ background: theme.headerBg }}>
        <span style={{ display: 'block', width: 20, height: 3, margin: '4px 0 0 30px', borderRadius: 2, background: theme.headerText }} />
      </span>
      <span className="theme-mock-sider" style={{ background: theme.siderBg }}>
        <span style={{ background: theme.siderText, opacity: 0.6 }} />
        <span style={{ background: theme.siderActiveBg, boxShadow: `inset 0 0 0 1px ${theme.siderActiveText}33` }} />
        <span style={{ background: theme.siderText, opacity: 0.6 }} />
      </span>
      <span style={{ position: 'absolute', left: 24, right: 0, top: 12, height: 8, background: theme.tabsBg }}>
        <span style={{ display: 'block', width: 18, height: 6, margin: '1px 0 0 4px', borderRadius: 2, background: theme.tabActiveBg }} />
      </span>
    </span>
  );
}

/** The theme dialog: the ten chrome themes as previews, and the shell's layout (sidebar or top navigation). */
export function ThemeDialog({ visible, onClose, layout, onLayoutChange }: Props) {
  const { t } = useTranslation('theme');
  const { themeName } = useSnapshot(session);
  const selected: ChromeThemeId = isChromeThemeId(themeName) ? themeName : 'default';

  return (
    <Modal title={t('title')} visible={visible} onCancel={onClose} footer={null} style={{ width: 640, maxWidth: '95vw' }} data-testid="theme-dialog">
      <h3 className="theme-heading" id="theme-layout-heading">
        {t('layout')}
      </h3>
      <div className="theme-layouts" role="group" aria-labelledby="theme-layout-heading">
        {LAYOUTS.map((option) => (
          <button
            key={option}
            type="button"
            className="theme-layout"
            aria-pressed={layout === option}
            onClick={() => onLayoutChange(option)}
            data-testid={`layout-option-${option}`}
          >
            <span className={`theme-layout-mock mock-${option}`} aria-hidden>
              <i />
              {option === 'side' ? <b /> : null}
            </span>
            {t(`layouts.${option}`)}
          </button>
        ))}
      </div>
      <h3 className="theme-heading" id="theme-chrome-heading">
        {t('chrome')}
      </h3>
      <div className="theme-grid" role="group" aria-labelledby="theme-chrome-heading">
        {chromeThemeIds.map((id) => (
          <button
            key={id}
            type="button"
            className="theme-option"
            aria-pressed={selected === id}
            onClick={() => chooseChromeTheme(id)}
            data-testid={`theme-option-${id}`}
          >
            <ThemeMock theme={chromeThemes[id]} />
            <span>{t(chromeThemes[id].nameKey)}</span>
          </button>
        ))}
      </div>
    </Modal>
  );
}
