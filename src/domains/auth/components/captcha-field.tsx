import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import { IconSafe } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../types';

interface Props {
  inputProps?: Record<string, unknown>;
  value?: string;
  onChange?: (value: string) => void;
  captcha: Captcha | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
}

/** The captcha input with its image; the image is a button: click (or Enter) for a new one. */
export function CaptchaField({ inputProps, value, onChange, captcha, loading, failed, onRefresh }: Props) {
  const { t } = useTranslation('auth');
  return (
    <div className="captcha-field">
      <Input
        {...inputProps}
        size="large"
        value={value}
        onChange={onChange}
        prefix={<IconSafe />}
        placeholder={t('form.captchaPlaceholder')}
        maxLength={8}
        autoComplete="off"
        data-testid="captcha-input"
      />
      <button
        type="button"
        className="captcha-image"
        onClick={onRefresh}
        title={t('form.captchaRefresh')}
        aria-label={t('form.captchaRefresh')}
        data-testid="captcha-refresh"
      >
        {loading ? <span className="captcha-loading" aria-label={t('common:loading')} /> : null}
        {!loading && captcha ? <img src={captcha.image} alt={t('form.captchaAlt')} data-key={captcha.key} /> : null}
        {!loading && !captcha && failed ? <span className="captcha-failed">{t('form.captchaFailed')}</span> : null}
      </button>
    </div>
  );
}
