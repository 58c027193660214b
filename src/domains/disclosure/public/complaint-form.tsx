import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http';
import { publicCalls } from '../api';
import { CaptchaField, useCaptcha } from './captcha-field';

/** The public complaint form: kind, title, content, an optional contact, the captcha; answers the reference number. */
export function ComplaintForm({ token }: { token: string }) {
  const { t } = useTranslation('disclosure');
  const [values, setValues] = useState({ kind: 1, title: '', content: '', contactName: '', contactPhone: '' });
  const [state, setState] = useState<{ kind: 'ok' | 'error'; text: string; refNo?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const sent = await publicCalls.complain({
        token,
        kind: Number(values.kind),
        title: values.title.trim(),
        content: values.content.trim(),
        contactName: values.contactName.trim(),
        contactPhone: values.contactPhone.trim(),
        ...captcha.answer(),
      });
      setState({ kind: 'ok', text: t('public.sent', { refNo: sent.refNo, dueAt: sent.dueAt }), refNo: sent.refNo });
    } catch (error) {
      setState({ kind: 'error', text: errorText(error, t('loadFailed')) });
      captcha.renew();
    } finally {
      setBusy(false);
    }
  };
  if (state?.kind === 'ok')
    return (
      <p className="notice ok" role="status" data-testid="complaint-sent">
        {state.text} <strong data-testid="complaint-ref">{state.refNo}</strong>
      </p>
    );
  return (
    <form onSubmit={(event) => void submit(event)} data-testid="complaint-form">
      <fieldset>
        <legend>{t('complaint.kind')}</legend>
        {[1, 2].map((kind) => (
          <label key={kind} style={{ display: 'inline-block', marginRight: 16, fontWeight: 'normal' }}>
            <input type="radio" name="kind" checked={Number(values.kind) === kind} onChange={() => setValues({ ...values, kind })} />{' '}
            {t(`complaint.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor="complaint-title">{t('complaint.title')}</label>
      <input id="complaint-title" type="text" required maxLength={50} value={values.title} onChange={set('title')} />
      <label htmlFor="complaint-content">
        {t('complaint.content')} <small>（{t('public.plainOnly')}）</small>
      </label>
      <textarea id="complaint-content" required maxLength={1000} rows={5} value={values.content} onChange={set('content')} />
      <label htmlFor="complaint-contact">{t('complaint.contactName')}</label>
      <input id="complaint-contact" type="text" maxLength={20} value={values.contactName} onChange={set('contactName')} />
      <label htmlFor="complaint-phone">{t('complaint.contactPhone')}</label>
      <input id="complaint-phone" type="tel" maxLength={11} pattern="1[3-9][0-9]{9}" value={values.contactPhone} onChange={set('contactPhone')} />
      <CaptchaField captcha={captcha} id="complaint-captcha" />
      {state ? (
        <p className="notice error" role="alert" data-testid="complaint-error">
          {state.text}
        </p>
      ) : null}
      <button type="submit" disabled={busy} data-testid="complaint-submit">
        {t('public.submit')}
      </button>
    </form>
  );
}

/** A complaint's progress and reply by its reference number. */
export function ReplyLookup({ token }: { token: string }) {
  const { t } = useTranslation('disclosure');
  const [refNo, setRefNo] = useState('');
  const [found, setFound] = useState<Awaited<ReturnType<typeof publicCalls.reply>> | null>(null);
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setFound(null);
    try {
      setFound(await publicCalls.reply(token, refNo.trim()));
    } catch (failure) {
      setError(errorText(failure, t('loadFailed')));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} data-testid="reply-lookup">
      <h3>{t('public.lookup')}</h3>
      <p>{t('public.lookupIntro')}</p>
      <label htmlFor="lookup-ref">{t('complaint.refNo')}</label>
      <input id="lookup-ref" type="text" required maxLength={32} value={refNo} onChange={(event) => setRefNo(event.target.value)} data-testid="lookup-ref" />
      <button type="submit" data-testid="lookup-submit">
        {t('public.lookup')}
      </button>
      {error ? (
        <p className="notice error" role="alert">
          {error}
        </p>
      ) : null}
      {found ? (
        <div className="notice ok" role="status" data-testid="lookup-result">
          <div>
            {found.title} · {t(`complaint.statuses.${found.status}`)}
          </div>
          {found.reply ? <p className="content">{found.reply}</p> : <p>{t('public.noReply', { dueAt: found.dueAt })}</p>}
        </div>
      ) : null}
    </form>
  );
}
