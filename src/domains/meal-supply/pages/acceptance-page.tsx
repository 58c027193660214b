import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealOrder } from '../api';
import { AcceptDialog } from '../components/accept-dialog';
import { ActionButton, OrdersTable, useOrderList } from '../components/orders-table';
import { RatingDialog } from '../components/rating-dialog';
import { ProviderGate } from '../components/provider-gate';
import '../i18n';

/** 供餐验收: the deliveries that arrived — accepted, or refused with a reason; samples kept, photos; then a score. */
export function AcceptancePage() {
  const { t } = useTranslation('mealSupply');
  const list = useOrderList('acceptance');
  const [accepting, setAccepting] = useState<MealOrder | null>(null);
  const [rating, setRating] = useState<MealOrder | null>(null);
  const saved = () => {
    setAccepting(null);
    setRating(null);
    void list.list.mutate();
  };
  return (
    <Card className="page-card" data-testid="meal-acceptance-page">
      <ProviderGate>
        <OrdersTable
          view="acceptance"
          list={list}
          rowActions={(row) =>
            row.status === 3 ? (
              <ActionButton label={t('accept.action')} testId={`meal-accept-${row.id}`} onClick={() => setAccepting(row)} />
            ) : row.score === null ? (
              <ActionButton label={t('accept.rate')} testId={`meal-rate-${row.id}`} onClick={() => setRating(row)} />
            ) : null
          }
        />
      </ProviderGate>
      <AcceptDialog order={accepting} onClose={() => setAccepting(null)} onSaved={saved} />
      <RatingDialog order={rating} onClose={() => setRating(null)} onSaved={saved} />
    </Card>
  );
}
