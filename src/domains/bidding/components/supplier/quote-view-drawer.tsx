import { Drawer, Empty, Spin, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../../components/status-panel';
import { fetchQuote } from '../../api';
import { BidStatusTag } from '../progress-tag';
import '../../pages/supplier/i18n';
import { money } from './format';
import { supplierBiddingKeys } from '../../queries';

export const useQuote = (myBiddingId: string | null | undefined) =>
  useSWR(myBiddingId ? supplierBiddingKeys.of('quote', myBiddingId) : null, () => fetchQuote(myBiddingId!));

/** 查看报价: the supplier's own quote, line by line, read-only. */
export function QuoteViewDrawer({ myBiddingId, title, onClose }: { myBiddingId: string | undefined; title: string; onClose: () => void }) {
  const { t } = useTranslation('bidding-supplier');
  const { data, error, isLoading, mutate } = useQuote(myBiddingId);
  return (
    <Drawer width={820} title={t('quote.viewTitle', { title })} visible={Boolean(myBiddingId)} onCancel={onClose} footer={null} unmountOnExit>
      {isLoading ? (
        <Spin className="page-loading" tip={t('common:loading')} />
      ) : error || !data ? (
        <StatusPanel kind="error" title={t('quote.loadFailed')} actionLabel={t('common:retry')} onAction={() => void mutate()} error={error} />
      ) : (
        <div data-testid="quote-view">
          <p>
            <BidStatusTag status={data.status} />
          </p>
          <Table
            rowKey="qingdanId"
            data={data.lines}
            pagination={false}
            noDataElement={<Empty description={t('detail.noLines')} />}
            columns={[
              { title: t('line.goodsName'), dataIndex: 'goodsName' },
              { title: t('line.unit'), dataIndex: 'unit', width: 60 },
              { title: t('line.estQty'), dataIndex: 'estQty', width: 90, align: 'right' },
              { title: t('line.unitPrice'), dataIndex: 'unitPrice', width: 100, align: 'right', render: (value: number | null) => money(value) },
              { title: t('line.amount'), dataIndex: 'amount', width: 120, align: 'right', render: (value: number | null) => money(value) },
              { title: t('line.brand'), dataIndex: 'brand', width: 100 },
              { title: t('line.origin'), dataIndex: 'origin', width: 100 },
            ]}
          />
          <p className="bidding-quote-total">{t('quote.total', { value: money(data.totalAmount) })}</p>
        </div>
      )}
    </Drawer>
  );
}
