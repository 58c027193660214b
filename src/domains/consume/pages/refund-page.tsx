import { Button, Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/use-can';
import { CashDialog } from '../components/cash-dialog';
import { Money } from '../components/money';
import { TxnTable } from '../components/txn-table';
import { useRefreshConsume } from '../hooks';
import '../consume.css';
import '../i18n';

/** 退款记录: cash paid out, reversed consumptions and 销户 refunds, newest first, and the 退款 dialog. */
export function RefundPage() {
  const { t } = useTranslation('consume');
  const canAdd = useCan('refund_add');
  const [open, setOpen] = useState(false);
  const refresh = useRefreshConsume();
  return (
    <Card className="page-card" data-testid="consume-refund-page">
      <TxnTable
        kind="refund"
        toolbar={
          canAdd ? (
            <Button type="primary" icon={<IconPlus />} onClick={() => setOpen(true)} data-testid="refund-add">
              {t('refund.add')}
            </Button>
          ) : null
        }
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
      <CashDialog
        kind="refund"
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          refresh();
        }}
      />
    </Card>
  );
}
