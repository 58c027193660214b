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

/** 充值记录: the recharges, newest first, and the 充值 dialog. */
export function RechargePage() {
  const { t } = useTranslation('consume');
  const canAdd = useCan('recharge_add');
  const [open, setOpen] = useState(false);
  const refresh = useRefreshConsume();
  return (
    <Card className="page-card" data-testid="consume-recharge-page">
      <TxnTable
        kind="recharge"
        toolbar={
          canAdd ? (
            <Button type="primary" icon={<IconPlus />} onClick={() => setOpen(true)} data-testid="recharge-add">
              {t('recharge.add')}
            </Button>
          ) : null
        }
        columns={[
          { title: t('field.rechargeAmount'), dataIndex: 'amount', width: 110, align: 'right', render: (fen: number) => <Money fen={fen} /> },
          { title: t('field.remark'), dataIndex: 'remark', width: 140, ellipsis: true },
        ]}
      />
      <CashDialog
        kind="recharge"
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
