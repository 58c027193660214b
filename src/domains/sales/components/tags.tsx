import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import '../i18n';

const ORDER_COLORS: Record<number, string> = {
  0: 'gray',
  1: 'orange',
  2: 'arcoblue',
  3: 'red',
  4: 'cyan',
  5: 'purple',
  6: 'green',
  7: 'lime',
  8: 'gray',
  9: 'gray',
};

/** An order's state, coloured: 待确认 orange (the supplier's to do), 已拒绝 red, 已验收 green. */
export function OrderStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('sales');
  return <Tag color={ORDER_COLORS[status] ?? 'gray'}>{t(`status.${status}`)}</Tag>;
}
