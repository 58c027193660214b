import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useTranslation } from 'react-i18next';
import { MovementList } from '../components/movement-list';
import { MOVEMENT } from '../format';
import '../i18n';
import './purchase.css';

/** 入库管理: the 入库 movements — every accepted inspection line lands here as a batch — newest first. */
export function InPage() {
  const { t } = useTranslation('purchase');
  return (
    <Card className="page-card" data-testid="purchase-in-page">
      <MovementList name="purchase-in" kinds={[MOVEMENT.stockIn]} emptyText={t('in.empty')} />
    </Card>
  );
}
