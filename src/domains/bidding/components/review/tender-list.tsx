import type { TableColumnProps } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../../components/crud';
import { fetchAllBiddings } from '../../api';
import type { BiddingSummary } from '../../types';
import '../../pages/review/i18n';

interface Props {
  /** The list's name: its SWR key (`crudKeyOf(name)` refreshes it) and its test ids. */
  name: string;
  /** A fixed state (biddingProgress), or every state the caller may see. */
  progress?: number;
  columns: TableColumnProps<BiddingSummary>[];
  rowActions: (row: BiddingSummary) => ReactNode;
  emptyText: string;
}

/**
 * One tab of tenders from `allList`, searched by title. The list lives in the tab's own component: a list held by the
 * page and drawn only when a lazy tab opens would miss SWR's answer (SWR re-renders only the readers it has seen).
 */
export function TenderList({ name, progress, columns, rowActions, emptyText }: Props) {
  const { t } = useTranslation('bidding-review');
  const list = useCrudList<BiddingSummary>(name, fetchAllBiddings, progress === undefined ? {} : { biddingProgress: String(progress) });
  return (
    <CrudTable<BiddingSummary>
      name={name}
      list={list}
      columns={columns}
      searchFields={[{ field: 'title', label: t('bidding:field.title') }]}
      rowActions={rowActions}
      emptyText={emptyText}
    />
  );
}
