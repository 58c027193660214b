import { Button, Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/use-can';
import { GrantDialog } from '../components/grant-dialog';
import { Money } from '../components/money';
import { TxnTable } from '../components/txn-table';
import { useRefreshConsume } from '../hooks';
import '../consume.css';
import '../i18n';

/** 补贴发放: the subsidy grants, newest first, and the 发放补贴 dialog. */
export function SubsidyPage() {
  const { t } = useTranslation('consume');
  const canGrant = useCan('subsidy_grant');
  const [open, setOpen] = useState(false);
  const refresh = useRefreshConsume();
  return (
    <Card className="page-card" data-testid="consume-subsidy-page">
      <TxnTable
        kind="subsidy"
        toolbar={
          canGrant ? (
            <Button type="primary" icon={<IconPlus />} onClick={() => setOpen(true)} data-testid="grant-add">
              {t('grant.title')}
            </Button>
          ) : null
        }
        columns={[
          { title: t('grant.amount'), dataIndex: 'amount', width: 110, align: 'right', render: (fen: number) => <Money fen={fen} /> },
          { title: t('field.remark'), dataIndex: 'remark', width: 140, ellipsis: true },
        ]}
      />
      <GrantDialog
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
