import { Button, Card, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { crudKeyOf } from '../../../../components/crud';
import { useCan } from '../../../../components/use-can';
import { fetchIsApprover } from '../../api';
import { ApproveDrawer } from '../../components/review/approve-drawer';
import { useSummaryColumns } from '../../components/review/summary-columns';
import { TenderList } from '../../components/review/tender-list';
import { PROGRESS, type BiddingSummary } from '../../types';
import './i18n';
import { reviewKeys } from '../../queries';

const PENDING = 'approve-pending';
const ALL = 'approve-all';

/**
 * 招标审核: the submitted tenders of the approver's office (待审核) and every one it has seen (全部). Bid approvers
 * decide in the drawer; 纪委 and 市场监管 read the same lists.
 */
export function ApprovePage() {
  const { t } = useTranslation('bidding-review');
  const canApprove = useCan('bidding_approve');
  const isApprover = useSWR(reviewKeys.isApprover, fetchIsApprover, { revalidateOnFocus: false });
  const canDecide = canApprove && isApprover.data === true;
  const [open, setOpen] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const columns = useSummaryColumns();

  const action = (row: BiddingSummary) => {
    const decide = canDecide && row.biddingProgress === PROGRESS.pending;
    return (
      <Button type="text" size="mini" onClick={() => setOpen(row.id)} data-testid={`approve-open-${row.id}`}>
        {decide ? t('approve.action') : t('view')}
      </Button>
    );
  };

  return (
    <Card className="page-card" data-testid="approve-page">
      <Tabs defaultActiveTab="pending" lazyload>
        <Tabs.TabPane key="pending" title={t('approve.tabPending')}>
          <TenderList name={PENDING} progress={PROGRESS.pending} columns={columns} rowActions={action} emptyText={t('approve.empty')} />
        </Tabs.TabPane>
        <Tabs.TabPane key="all" title={t('approve.tabAll')}>
          <TenderList name={ALL} columns={columns} rowActions={action} emptyText={t('empty')} />
        </Tabs.TabPane>
      </Tabs>
      <ApproveDrawer
        id={open}
        canDecide={canDecide}
        onClose={() => setOpen(null)}
        onChanged={() => {
          void mutate(crudKeyOf(PENDING));
          void mutate(crudKeyOf(ALL));
        }}
      />
    </Card>
  );
}
