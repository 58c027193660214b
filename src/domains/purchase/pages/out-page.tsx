import { Button, Card, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Space/style/css';
import { IconExport } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/use-can';
import { IssueDialog } from '../components/issue-dialog';
import { LossDialog } from '../components/loss-dialog';
import { MovementList } from '../components/movement-list';
import { MOVEMENT } from '../format';
import { useKeeper, useRefreshPurchase } from '../hooks';
import '../i18n';
import './purchase.css';

/** 出库管理: 出库登记 by meal and purpose (first expiry first out suggested), 报损, and their ledger. */
export function OutPage() {
  const { t } = useTranslation('purchase');
  const keeper = useKeeper();
  const canIssue = useCan('stock_out_add') && keeper;
  const refresh = useRefreshPurchase();
  const [open, setOpen] = useState<'issue' | 'loss' | null>(null);
  const done = () => {
    setOpen(null);
    refresh();
  };
  return (
    <Card className="page-card" data-testid="purchase-out-page">
      <MovementList
        name="purchase-out"
        kinds={[MOVEMENT.issue, MOVEMENT.loss]}
        emptyText={t('out.empty')}
        toolbar={
          canIssue ? (
            <Space>
              <Button type="primary" icon={<IconExport />} onClick={() => setOpen('issue')} data-testid="issue-add">
                {t('issue.title')}
              </Button>
              <Button status="warning" onClick={() => setOpen('loss')} data-testid="loss-add">
                {t('loss.title')}
              </Button>
            </Space>
          ) : null
        }
      />
      <IssueDialog visible={open === 'issue'} onClose={() => setOpen(null)} onSaved={done} />
      <LossDialog visible={open === 'loss'} onClose={() => setOpen(null)} onSaved={done} />
    </Card>
  );
}
