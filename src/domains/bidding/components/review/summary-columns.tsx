import type { TableColumnProps } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { ProgressTag } from '../progress-tag';
import type { BiddingSummary } from '../../types';
import { amount } from './amount';
import '../../pages/review/i18n';

/** The columns every tender list of these screens shows. */
export function useSummaryColumns(): TableColumnProps<BiddingSummary>[] {
  const { t } = useTranslation('bidding-review');
  return [
    { title: t('bidding:field.biddingNo'), dataIndex: 'biddingNo', width: 150, ellipsis: true },
    // the title and the state keep their room at 1280 px: the school and the times give way first
    { title: t('bidding:field.title'), dataIndex: 'title', width: 220, ellipsis: true },
    { title: t('bidding:field.school'), dataIndex: 'schoolName', width: 140, ellipsis: true },
    { title: t('bidding:field.category'), dataIndex: 'categoryName', width: 100 },
    { title: t('bidding:field.budget'), dataIndex: 'budget', width: 130, align: 'right', render: (value: number) => amount(value) },
    { title: t('bidding:field.signUpEnd'), dataIndex: 'signUpEnd', width: 160, ellipsis: true },
    { title: t('bidding:field.openingTime'), dataIndex: 'openingTime', width: 160, ellipsis: true },
    {
      title: t('bidding:field.progress'),
      dataIndex: 'biddingProgress',
      width: 100,
      render: (_: unknown, row) => <ProgressTag progress={row.biddingProgress} />,
    },
  ];
}
