import { Alert, Button, Steps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Steps/style/css';
import { IconCheckCircleFill } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { session } from '../../../session';
import { AuthFrame } from '../components/auth-frame';
import { PasswordStep } from '../components/password-step';
import { PhoneStep, type VerifiedPhone } from '../components/phone-step';
import '../forget-i18n';

/** Password recovery by SMS: verify the mobile number, set a new password, back to sign-in. */
export function ForgetPasswordPage() {
  const { t } = useTranslation('forget');
  const navigate = useNavigate();
  const [verified, setVerified] = useState<VerifiedPhone>();
  const [done, setDone] = useState(false);
  const [error, setError] = useState('');
  const step = done ? 3 : verified ? 2 : 1;
  const back = session.loginPath;

  return (
    <AuthFrame variant="console" title={t('auth:forget.title')}>
      <Steps current={step} size="small" className="forget-steps">
        <Steps.Step title={t('step1')} />
        <Steps.Step title={t('step2')} />
        <Steps.Step title={t('step3')} />
      </Steps>
      {error ? <Alert type="error" content={error} className="login-error" data-testid="forget-error" /> : null}
      {step === 1 ? <PhoneStep onVerified={(value) => (setError(''), setVerified(value))} onError={setError} /> : null}
      {step === 2 && verified ? <PasswordStep verified={verified} onDone={() => (setError(''), setDone(true))} onError={setError} /> : null}
      {step === 3 ? (
        <div className="forget-done" role="status" data-testid="forget-done">
          <IconCheckCircleFill className="forget-done-icon" />
          <h3>{t('doneTitle')}</h3>
          <p>{t('doneHint')}</p>
          <Button type="primary" onClick={() => navigate(back)} data-testid="forget-back">
            {t('backToLogin')}
          </Button>
        </div>
      ) : (
        <div className="login-options">
          <Link to={back}>{t('backToLogin')}</Link>
        </div>
      )}
    </AuthFrame>
  );
}
