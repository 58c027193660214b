import type { TFunction } from 'i18next';
import type { Progress, SupplierBiddingRow } from '../../types';
import { ProgressTag } from '../progress-tag';

/** The columns that name a supplier's tender in its lists: the tender (title and number), the school, the state. */
export const tenderColumns = (t: TFunction) => [
  {
    title: t('bidding-supplier:my.tender'),
    dataIndex: 'title',
    width: 240,
    render: (title: string, row: SupplierBiddingRow) => (
      <>
        <div>{title}</div>
        <div className="bidding-quote-hint">{row.biddingNo}</div>
      </>
    ),
  },
  { title: t('bidding:field.school'), dataIndex: 'schoolName', width: 150 },
  { title: t('bidding:field.progress'), dataIndex: 'biddingProgress', width: 100, render: (progress: Progress) => <ProgressTag progress={progress} /> },
];
