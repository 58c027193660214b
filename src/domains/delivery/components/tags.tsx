import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { certState } from '../logic';
import '../i18n';

const COLORS: Record<number, string> = { 1: 'orange', 2: 'arcoblue', 3: 'green' };

export function DeliveryStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('delivery');
  return <Tag color={COLORS[status] ?? 'gray'}>{t(`status.${status}`)}</Tag>;
}

/** A health certificate on `day`: 已过期 red, 即将到期 (30 days) orange, 有效 green. */
export function CertTag({ expiry, day }: { expiry: string; day: string }) {
  const { t } = useTranslation('delivery');
  const state = certState(expiry, day);
  return <Tag color={{ lapsed: 'red', soon: 'orange', valid: 'green' }[state]}>{t(`driver.cert.${state}`)}</Tag>;
}
