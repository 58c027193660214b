import { Alert, Button, Modal, Space, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useSubmit } from '../../../../components/form-dialog';
import { StatusPanel } from '../../../../components/status-panel';
import { useCan } from '../../../../components/use-can';
import { fetchOpening, openBidding } from '../../api';
import { BidStatusTag } from '../progress-tag';
import { PROGRESS, type BiddingDetail, type OpeningRecord } from '../../types';
import { money } from './format';
import { tenderKeys } from '../../queries';

type Bid = OpeningRecord['bids'][number];

/** 开标: the opening (not before its time, the server says when) and then its record. */
export function OpeningTab({ bidding, onChanged }: { bidding: BiddingDetail; onChanged: () => void }) {
  const { t } = useTranslation('bidding-tender');
  const canOpen = useCan('bidding_opening') && bidding.biddingProgress === PROGRESS.quoting;
  const opened = bidding.biddingProgress > PROGRESS.quoting;
  const record = useSWR(opened ? tenderKeys.of('opening', bidding.id) : null, () => fetchOpening(bidding.id));
  const open = useSubmit(() => openBidding(bidding.id), { success: t('opening.done'), onSaved: onChanged, refusal: 'inline', fallback: t('saveFailed') });

  return (
    <div data-testid="tender-opening">
      {!opened ? (
        <Space className="tender-toolbar">
          <span>{t('opening.at', { time: bidding.openingTime })}</span>
          {canOpen ? (
            <Button
              type="primary"
              loading={open.saving}
              onClick={() =>
                // irreversible: the quotes become readable and too few valid bids end the tender
                Modal.confirm({
                  title: t('opening.confirmTitle'),
                  content: t('opening.confirm', { count: bidding.minBidders }),
                  okText: t('opening.open'),
                  onOk: open.submit,
                })
              }
              data-testid="opening-open"
            >
              {t('opening.open')}
            </Button>
          ) : null}
        </Space>
      ) : null}
      {open.refusal ? <Alert type="error" content={open.refusal} className="tender-message" data-testid="opening-message" /> : null}
      {opened && record.error && !record.data ? (
        <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={() => void record.mutate()} error={record.error} />
      ) : opened ? (
        <Table<Bid>
          rowKey="myBiddingId"
          loading={record.isLoading}
          data={record.data ?? []}
          pagination={false}
          noDataElement={<span>{t('opening.empty')}</span>}
          columns={[
            { title: t('bidding:field.supplier'), dataIndex: 'supplierName' },
            { title: t('bidding:field.totalAmount'), dataIndex: 'totalAmount', align: 'right', render: money },
            { title: t('opening.submitTime'), dataIndex: 'submitTime', render: (time: string | null) => time ?? '' },
            { title: t('review.status'), dataIndex: 'status', render: (status: Bid['status']) => <BidStatusTag status={status} /> },
          ]}
        />
      ) : null}
    </div>
  );
}
