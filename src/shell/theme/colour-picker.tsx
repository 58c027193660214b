import { Button, Popover } from '@arco-design/web-react';
import '@arco-design/web-react/es/Popover/style/css';
import { IconBgColors, IconUndo } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { siteConfig } from '../../lib/config';
import { session } from '../../session';
import { isHexColour } from './apply-theme';

export const PRESET_COLOURS = ['#165DFF', '#0FC6C2', '#00B42A', '#FF7D00', '#F53F3F', '#722ED1', '#D91AD9', '#1D2129'];

/** The colour picker: presets and a free colour; 'brand' returns to the login type's palette. */
export function ColourPicker() {
  const { t } = useTranslation('theme');
  const { colorName } = useSnapshot(session);
  const pick = (hex: string) => {
    if (isHexColour(hex)) session.colorName = hex.toUpperCase();
  };
  const content = (
    <div className="colour-panel">
      <div className="colour-swatches" role="group" aria-label={t('colour')}>
        {PRESET_COLOURS.map((hex) => (
          <button
            key={hex}
            type="button"
            className="colour-swatch"
            style={{ background: hex }}
            aria-label={hex}
            aria-pressed={colorName.toUpperCase() === hex}
            onClick={() => pick(hex)}
            data-testid={`colour-${hex.slice(1).toLowerCase()}`}
          />
        ))}
      </div>
      <label className="colour-custom">
        {t('custom')}
        <input type="color" value={colorName} onChange={(event) => pick(event.target.value)} data-testid="colour-custom" />
      </label>
      <Button size="small" icon={<IconUndo />} onClick={() => (session.colorName = siteConfig.defaultColor)} data-testid="colour-brand">
        {t('brand')}
      </Button>
    </div>
  );
  return (
    <Popover content={content} trigger="click" position="bottom">
      <Button type="text" icon={<IconBgColors />} aria-label={t('colour')} data-testid="colour-picker" />
    </Popover>
  );
}
