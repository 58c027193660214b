import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../lib/money';
import { EXPIRY_COLOR, ORDER_COLOR, daysLeft, expiryLevel, formatQty } from '../format';
import type { BaseUnit } from '../types';
import '../i18n';

/** An order's state, in its colour; 应急 beside an emergency purchase. */
export function OrderStatusTag({ status, emergency = false }: { status: number; emergency?: boolean }) {
  const { t } = useTranslation('purchase');
  return (
    <>
      <Tag size="small" color={ORDER_COLOR[status]} data-testid="order-status">
        {t(`status.${status}`)}
      </Tag>
      {emergency ? (
        <Tag size="small" color="orangered" style={{ marginLeft: 4 }}>
          {t('order.emergencyTag')}
        </Tag>
      ) : null}
    </>
  );
}

/** Fen as yuan. */
export const Money = ({ fen }: { fen: number | null | undefined }) => <span className="purchase-money">{formatYuan(fen)}</span>;

/** A quantity in its base unit, shown in kg, L or 个. */
export const Qty = ({ quantity, baseUnit }: { quantity: number | null | undefined; baseUnit: BaseUnit }) => <span>{formatQty(quantity, baseUnit)}</span>;

/** Days to expiry in the warning colour: expired red, near (NEAR_EXPIRY_DAYS) orange. */
export function ExpiryTag({ expiry, today }: { expiry: string | null; today: string }) {
  const { t } = useTranslation('purchase');
  const days = daysLeft(expiry, today);
  const level = expiryLevel(days);
  if (days === null) return <span>{t('stock.noExpiry')}</span>;
  return (
    <Tag size="small" color={EXPIRY_COLOR[level]} data-testid={`expiry-${level}`}>
      {days < 0 ? t('stock.expiredDays', { count: -days }) : t('stock.daysLeft', { count: days })}
    </Tag>
  );
}
