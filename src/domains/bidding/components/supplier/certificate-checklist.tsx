import { Button, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQualificationTypes } from '../../../supplier';
import '../../pages/supplier/i18n';
import type { CertificateCheck } from './sign-up-rules';

const COLOR = { valid: 'green', expired: 'red', missing: 'red' } as const;

/** The tender's required documents against those on file, each with its expiry; a missing or expired one in red. */
export function CertificateChecklist({ checks, validThrough }: { checks: CertificateCheck[]; validThrough: string }) {
  const { t } = useTranslation('bidding-supplier');
  const { label } = useQualificationTypes();
  const navigate = useNavigate();
  return (
    <div className="bidding-certificates" data-testid="sign-up-certificates">
      <div className="bidding-certificates-head">
        <span>{t('signUp.certificates', { day: validThrough })}</span>
        <Button type="text" size="mini" onClick={() => navigate('/toubiao/profile/qualification')} data-testid="sign-up-qualification-link">
          {t('signUp.qualificationLink')}
        </Button>
      </div>
      <ul>
        {checks.map(({ docType, document, state }) => (
          <li key={docType} className={state === 'valid' ? undefined : 'bidding-certificate-bad'} data-testid={`certificate-${docType}`} data-state={state}>
            <span className="bidding-certificate-name">{label(docType, document?.name)}</span>
            <span>{document ? document.docNo : ''}</span>
            <span>{document ? (document.expireDate ?? t('signUp.longTerm')) : ''}</span>
            <Tag color={COLOR[state]}>{t(`signUp.state.${state}`)}</Tag>
          </li>
        ))}
      </ul>
    </div>
  );
}
