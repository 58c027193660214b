import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import type { QualificationState } from '../types';
import '../i18n';

const COLOURS: Record<QualificationState, string> = { valid: 'green', expiring: 'orange', expired: 'red', missing: 'gray' };

/** A supplier's or a paper's state: 有效, 即将到期, 已过期, 证照不全. */
export function QualificationTag({ state }: { state: QualificationState }) {
  const { t } = useTranslation('merchant');
  return <Tag color={COLOURS[state]}>{t(`qualification.${state}`)}</Tag>;
}
