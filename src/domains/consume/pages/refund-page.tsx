import { useTranslation } from 'react-i18next';
import { CashDialog } from '../components/cash-dialog';
import { Money } from '../components/money';
import { TxnPage } from '../components/txn-page';

/** 退款记录: cash paid out, reversed consumptions and 销户 refunds, newest first, and the 退款 dialog. */
export function RefundPage() {
  const { t } = useTranslation('consume');
  return (
    <TxnPage
      kind="refund"
      add={{ permission: 'refund_add', label: t('refund.add'), testId: 'refund-add', dialog: (props) => <CashDialog kind="refund" {...props} /> }}
      columns={[
        {
          title: t('field.refundKind'),
          dataIndex: 'txnType',
          width: 100,
          render: (type: string, row) => (row.reversesId ? t('reverse.kind') : t(`txnType.${type}`)),
        },
        { title: t('field.refundAmount'), dataIndex: 'amount', width: 110, align: 'right', render: (fen: number) => <Money fen={-fen} /> },
        { title: t('field.remark'), dataIndex: 'remark', width: 140, ellipsis: true },
      ]}
    />
  );
}
