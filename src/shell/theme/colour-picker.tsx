import { Button, Popover, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Popover/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { IconBgColors, IconUndo } from '@arco-design/web-react/icon';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../../session';
import { applyColourChoice, DEFAULT_COLOUR, normaliseHex } from './colour';

/** The default colour first (it stands for the login type's brand palette), then eight primaries. */
export const PRESET_COLOURS: readonly string[] = [DEFAULT_COLOUR, '#165DFF', '#00B42A', '#0E7C86', '#722ED1', '#B0158F', '#CB2634', '#C2410C', '#9A6700'];

// Arco's picker (with its inputs and their styles) is fetched only when the panel first opens.
const ArcoColorPicker = lazy(async () => {
  const [picker] = await Promise.all([import('@arco-design/web-react/es/ColorPicker'), import('@arco-design/web-react/es/ColorPicker/style/css')]);
  return picker;
});

/** Stores and applies a colour choice; anything that is not a hex colour is ignored. */
export function chooseColour(value: string): boolean {
  const hex = normaliseHex(value);
  if (!hex) return false;
  session.colorName = hex;
  void applyColourChoice(hex);
  return true;
}

/** The header's colour picker: preset swatches and Arco's picker for any other colour. */
export function ColourPicker() {
  const { t } = useTranslation('theme');
  const { colorName } = useSnapshot(session);
  const current = normaliseHex(colorName) ?? DEFAULT_COLOUR;

  const content = (
    <div className="colour-panel" data-testid="colour-panel">
      <div className="colour-swatches" role="group" aria-label={t('colour')}>
        {PRESET_COLOURS.map((hex) => {
          const isDefault = hex === DEFAULT_COLOUR;
          return (
            <button
              key={hex}
              type="button"
              className="colour-swatch"
              // The default swatch shows what it applies: the brand colour of this login type.
              style={{ background: isDefault ? 'rgb(var(--brand))' : hex }}
              title={isDefault ? t('brand') : hex}
              aria-label={hex}
              aria-pressed={current === hex}
              onClick={() => chooseColour(hex)}
              data-testid={`colour-${hex.slice(1).toLowerCase()}`}
            />
          );
        })}
      </div>
      <div className="colour-custom" data-testid="colour-custom">
        <span>{t('custom')}</span>
        <Suspense fallback={<Spin size={16} />}>
          <ArcoColorPicker
            value={current}
            onChange={(value) => typeof value === 'string' && chooseColour(value)}
            format="hex"
            disabledAlpha
            showText
            size="small"
          />
        </Suspense>
      </div>
      <Button size="small" icon={<IconUndo />} onClick={() => chooseColour(DEFAULT_COLOUR)} data-testid="colour-brand">
        {t('brand')}
      </Button>
    </div>
  );

  return (
    <Popover content={content} trigger="click" position="br" title={t('colour')}>
      <Button type="text" icon={<IconBgColors />} aria-label={t('colour')} aria-haspopup="dialog" data-testid="colour-picker" />
    </Popover>
  );
}
