import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { OrdersTable, useOrderList } from '../components/orders-table';
import '../i18n';

/** 验收记录 (校外供餐): the deliveries and acceptances of the schools of the supervisor's reach, refusals and cold arrivals highlighted. */
export function RecordsPage() {
  const list = useOrderList('records');
  return (
    <Card className="page-card" data-testid="meal-records-page">
      <OrdersTable view="records" list={list} />
    </Card>
  );
}
