import { Button, Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { IconImport } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/use-can';
import { MovementList } from '../components/movement-list';
import { OpeningDialog } from '../components/opening-dialog';
import { MOVEMENT } from '../format';
import { useKeeper, useRefreshPurchase } from '../hooks';
import '../i18n';
import './purchase.css';

/**
 * 入库管理: the 入库 movements — every accepted inspection line lands here as a batch, and the opening balances
 * (期初入库) the canteen records — newest first.
 */
export function InPage() {
  const { t } = useTranslation('purchase');
  const keeper = useKeeper();
  const canAdd = useCan('stock_in_add') && keeper;
  const refresh = useRefreshPurchase();
  const [open, setOpen] = useState(false);
  return (
    <Card className="page-card" data-testid="purchase-in-page">
      <MovementList
        name="purchase-in"
        kinds={[MOVEMENT.stockIn]}
        emptyText={t('in.empty')}
        toolbar={
          canAdd ? (
            <Button type="primary" icon={<IconImport />} onClick={() => setOpen(true)} data-testid="opening-add">
              {t('opening.title')}
            </Button>
          ) : null
        }
      />
      <OpeningDialog
        visible={open}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          refresh();
        }}
      />
    </Card>
  );
}
