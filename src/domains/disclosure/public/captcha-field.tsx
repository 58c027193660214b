import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicCalls } from '../api';

export interface CaptchaAnswer {
  captchaKey: string;
  captchaCode: string;
}

/** The image captcha of a public form: a fresh one after every submission (a key works once). */
export function useCaptcha() {
  const [image, setImage] = useState<{ key: string; image: string } | null>(null);
  const [code, setCode] = useState('');
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void publicCalls
      .captcha()
      .then((made) => live && setImage(made))
      .catch(() => live && setImage(null));
    return () => {
      live = false;
    };
  }, [round]);
  return {
    image,
    code,
    setCode,
    answer: (): CaptchaAnswer => ({ captchaKey: image?.key ?? '', captchaCode: code.trim() }),
    renew: () => {
      setCode('');
      setRound((value) => value + 1);
    },
  };
}

export function CaptchaField({ captcha, id }: { captcha: ReturnType<typeof useCaptcha>; id: string }) {
  const { t } = useTranslation('disclosure');
  return (
    <>
      <label htmlFor={id}>{t('public.captcha')}</label>
      <div className="captcha">
        <input
          id={id}
          type="text"
          value={captcha.code}
          maxLength={8}
          autoComplete="off"
          required
          onChange={(event) => captcha.setCode(event.target.value)}
          data-testid={`${id}-input`}
        />
        {captcha.image ? <img src={captcha.image.image} alt={t('public.captcha')} /> : null}
        <button type="button" className="link" onClick={captcha.renew}>
          {t('public.captchaRefresh')}
        </button>
      </div>
    </>
  );
}
