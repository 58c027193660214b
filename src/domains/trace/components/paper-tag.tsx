import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import type { LicenseState } from '../types';

const COLORS: Record<LicenseState, string> = { valid: 'green', expiring: 'orange', expired: 'red', missing: 'gray' };

/** A paper's state: 有效, 30 天内到期, 已过期 (or 缺少 for a licence not on file). */
export function PaperTag({ state }: { state: LicenseState }) {
  const { t } = useTranslation('trace');
  return <Tag color={COLORS[state]}>{t(`paper.${state}`)}</Tag>;
}
