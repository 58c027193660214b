import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import type { CertState, PersonStatus } from '../types';
import '../i18n';

const CERT_COLOURS: Record<CertState, string> = { 0: 'gray', 1: 'green', 2: 'orange', 3: 'red' };
const STATUS_COLOURS: Record<PersonStatus, string> = { 1: 'arcoblue', 2: 'orange', 3: 'gray' };

/** 有效 green, 即将到期 orange, 已过期 red, 无 grey. */
export function CertStateTag({ state }: { state: CertState }) {
  const { t } = useTranslation('workPersonnel');
  return (
    <Tag color={CERT_COLOURS[state]} data-testid={`cert-state-${state}`}>
      {t(`certState.${state}`)}
    </Tag>
  );
}

export function StatusTag({ status }: { status: PersonStatus }) {
  const { t } = useTranslation('workPersonnel');
  return (
    <Tag color={STATUS_COLOURS[status]} bordered>
      {t(`status.${status}`)}
    </Tag>
  );
}
