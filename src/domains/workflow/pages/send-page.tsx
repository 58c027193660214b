import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { SentTable } from '../components/sent-table';

/** 已发事务: the instances the caller started. */
export function SendPage() {
  return (
    <Card className="page-card" data-testid="workflow-send-page">
      <SentTable />
    </Card>
  );
}
