// The sign-in form keeps its state itself instead of using Arco's Form: it is the hottest page and has a
// download budget (README), and Arco's Form brings Grid, Tooltip/Trigger and lodash with it (~40 kB gzip).
import { Button, Checkbox, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Checkbox/style/css';
import '@arco-design/web-react/es/Input/style/css';
import { IconHome, IconLock, IconUser } from '@arco-design/web-react/icon';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { siteConfig } from '../../../lib/config';
import { safeRedirect } from '../../../lib/safe-redirect';
import { useDelayedCheck } from '../../../lib/use-delayed-check';
import { validateRequiredPassword } from '../../../lib/validators';
import { lastTenant, remembered } from '../../../session';
import { lookupTenant } from '../api';
import { useCaptcha } from '../hooks';
import type { AccountKind } from '../types';
import { CaptchaField } from './captcha-field';
import { Field } from './field';
import { PasswordInput } from './password-input';
import { signInWith, type SignInValues } from './sign-in';

type Errors = Partial<Record<'tenantId' | 'username' | 'code', string>>;

export function LoginForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const saved = useMemo(() => remembered(), []);
  const [values, setValues] = useState<SignInValues>(() => ({
    tenantId: saved?.tenantId ?? lastTenant(),
    username: saved?.account ?? '',
    password: '',
    code: '',
    remember: Boolean(saved),
  }));
  const [kind, setKind] = useState<AccountKind>(params.get('type') === 'supplier' ? 'supplier' : 'user');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const tenantTouched = useRef(false);
  const password = useDelayedCheck(values.password, validateRequiredPassword);
  const { captcha, loading, error: captchaError, refresh } = useCaptcha(siteConfig.captcha);

  const set = <K extends keyof SignInValues>(name: K, value: SignInValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (name in errors) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onAccountBlur = async () => {
    const username = values.username.trim();
    if (!username || tenantTouched.current) return;
    const found = await lookupTenant(username);
    if (found && !tenantTouched.current) set('tenantId', found.tenantId);
  };

  const validate = (): boolean => {
    const next: Errors = {
      tenantId: /^\d{6}$/.test(values.tenantId.trim()) ? undefined : t('form.tenantRule'),
      username: values.username.trim() ? undefined : t('form.accountRequired'),
      code: values.code.trim() || !siteConfig.captcha ? undefined : t('form.captchaRequired'),
    };
    const passwordKey = password.now();
    setErrors(next);
    const firstInvalid = (['tenantId', 'username'] as const).find((name) => next[name]) ?? (passwordKey ? 'password' : next.code ? 'code' : undefined);
    if (firstInvalid) document.getElementById(`login-${firstInvalid}`)?.focus();
    return !firstInvalid;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((siteConfig.captcha && !captcha) || submitting || !validate()) return;
    setSubmitting(true);
    setFailure('');
    const outcome = await signInWith(values, { captcha, supplier: kind === 'supplier', loginPath, t });
    setSubmitting(false);
    if (outcome.ok) {
      void navigate(safeRedirect(params.get('redirect')) ?? outcome.landing, { replace: true });
      return;
    }
    setFailure(outcome.message);
    set('code', '');
    refresh();
  };

  const passwordError = password.error ? t(`validation:${password.error}`) : undefined;
  const describe = (name: string, error?: string) => ({ id: `login-${name}`, 'aria-invalid': Boolean(error), 'aria-describedby': `login-${name}-message` });

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <div className="login-kind" role="group" aria-label={t('form.kind')} data-testid="login-kind">
        {(['user', 'supplier'] as const).map((value) => (
          <Button key={value} type={kind === value ? 'primary' : 'secondary'} aria-pressed={kind === value} onClick={() => setKind(value)}>
            {t(value === 'user' ? 'form.userTab' : 'form.supplierTab')}
          </Button>
        ))}
      </div>
      {failure ? (
        <div className="login-error" role="alert" data-testid="login-error">
          {failure}
        </div>
      ) : null}
      <Field id="login-tenantId" label={t('form.tenant')} error={errors.tenantId} required>
        <Input
          {...describe('tenantId', errors.tenantId)}
          size="large"
          value={values.tenantId}
          onChange={(value) => ((tenantTouched.current = true), set('tenantId', value))}
          prefix={<IconHome />}
          maxLength={6}
          placeholder={t('form.tenantPlaceholder')}
          autoComplete="organization"
          data-testid="tenant-input"
        />
      </Field>
      <Field id="login-username" label={t('form.account')} error={errors.username} required>
        <Input
          {...describe('username', errors.username)}
          size="large"
          value={values.username}
          onChange={(value) => set('username', value)}
          onBlur={onAccountBlur}
          prefix={<IconUser />}
          placeholder={t('form.accountPlaceholder')}
          autoComplete="username"
          data-testid="account-input"
        />
      </Field>
      <Field id="login-password" label={t('form.password')} error={passwordError} required>
        <PasswordInput
          {...describe('password', passwordError)}
          size="large"
          value={values.password}
          onChange={(value) => (password.touch(), set('password', value))}
          prefix={<IconLock />}
          placeholder={t('form.passwordPlaceholder')}
          autoComplete="current-password"
          testId="password-input"
        />
      </Field>
      {siteConfig.captcha ? (
        <Field id="login-code" label={t('form.captcha')} error={errors.code} required>
          <CaptchaField
            inputProps={describe('code', errors.code)}
            value={values.code}
            onChange={(value) => set('code', value)}
            captcha={captcha}
            loading={loading}
            failed={Boolean(captchaError)}
            onRefresh={refresh}
          />
        </Field>
      ) : null}
      <div className="login-options">
        <Checkbox checked={Boolean(values.remember)} onChange={(checked: boolean) => set('remember', checked)} data-testid="remember">
          {t('form.remember')}
        </Checkbox>
        <Link to="/login/forgetPassword">{t('form.forgot')}</Link>
      </div>
      <Button type="primary" htmlType="submit" size="large" long loading={submitting} disabled={siteConfig.captcha && !captcha} data-testid="login-submit">
        {t('form.submit')}
      </Button>
    </form>
  );
}
