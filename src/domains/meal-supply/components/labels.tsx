import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import type { MealOrder, OrderStatus, Provider } from '../api';

const STATUS_COLOR: Record<OrderStatus, string> = { 1: 'arcoblue', 2: 'cyan', 3: 'orange', 4: 'green', 5: 'red', 6: 'gray' };
const LICENCE_COLOR: Record<Provider['licenceState'], string> = { valid: 'green', expiring: 'orange', expired: 'red', missing: 'gray' };

export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('mealSupply');
  return <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>;
}

export function LicenceTag({ state }: { state: Provider['licenceState'] }) {
  const { t } = useTranslation('mealSupply');
  return <Tag color={LICENCE_COLOR[state]}>{t(`licence.${state}`)}</Tag>;
}

/** The temperature on arrival, with a red tag when below the 60 °C hot food keeps. */
export function ArrivalTemp({ order }: { order: MealOrder }) {
  const { t } = useTranslation('mealSupply');
  if (order.arrivalTemp === null) return <>—</>;
  return (
    <span data-testid={`meal-temp-${order.id}`}>
      {order.arrivalTemp.toFixed(1)}
      {order.cold ? (
        <Tag color="red" size="small" style={{ marginLeft: 6 }}>
          {t('cold')}
        </Tag>
      ) : null}
    </span>
  );
}
