import { DatePicker } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import { useTranslation } from 'react-i18next';

/** A range of months ('YYYY-MM'), as 明细账 and 科目余额表 read them. */
export function MonthRange({ from, to, onChange }: { from: string; to: string; onChange: (from: string, to: string) => void }) {
  const { t } = useTranslation('finance');
  return (
    <span className="finance-month-range">
      <DatePicker.MonthPicker
        value={from}
        allowClear={false}
        aria-label={t('ledger.from')}
        onChange={(value: string) => value && onChange(value, to < value ? value : to)}
        style={{ width: 120 }}
        data-testid="finance-month-from"
      />
      <span aria-hidden> – </span>
      <DatePicker.MonthPicker
        value={to}
        allowClear={false}
        aria-label={t('ledger.to')}
        onChange={(value: string) => value && onChange(from > value ? value : from, value)}
        style={{ width: 120 }}
        data-testid="finance-month-to"
      />
    </span>
  );
}
