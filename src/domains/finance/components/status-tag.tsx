import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import type { Voucher } from '../types';

const COLORS = ['orange', 'arcoblue', 'green'] as const;

/** A voucher's state (草稿, 已审核, 已记账), and whether it is a red 冲销 or was reversed. */
export function StatusTag({ voucher }: { voucher: Pick<Voucher, 'status' | 'reversalOf' | 'reversedBy'> }) {
  const { t } = useTranslation('finance');
  return (
    <span className="finance-status">
      <Tag size="small" color={COLORS[voucher.status]} data-testid="voucher-status">
        {t(`status.${voucher.status}`)}
      </Tag>
      {voucher.reversalOf ? (
        <Tag size="small" color="red">
          {t('status.red')}
        </Tag>
      ) : null}
      {voucher.reversedBy ? (
        <Tag size="small" color="gray">
          {t('status.reversed')}
        </Tag>
      ) : null}
    </span>
  );
}
