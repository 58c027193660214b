import { useTranslation } from 'react-i18next';
import { CashDialog } from '../components/cash-dialog';
import { Money } from '../components/money';
import { TxnPage } from '../components/txn-page';

/** 充值记录: the recharges, newest first, and the 充值 dialog. */
export function RechargePage() {
  const { t } = useTranslation('consume');
  return (
    <TxnPage
      kind="recharge"
      add={{ permission: 'recharge_add', label: t('recharge.add'), testId: 'recharge-add', dialog: (props) => <CashDialog kind="recharge" {...props} /> }}
      columns={[
        { title: t('field.rechargeAmount'), dataIndex: 'amount', width: 110, align: 'right', render: (fen: number) => <Money fen={fen} /> },
        { title: t('field.remark'), dataIndex: 'remark', width: 140, ellipsis: true },
      ]}
    />
  );
}
