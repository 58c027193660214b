import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FiguresState } from '../../../components/figures-state';
import { useToday } from '../../../lib/server-clock';
import { useBook } from '../components/use-book';
import { VoucherForm } from '../components/voucher-form';
import { useVoucher } from '../hooks';
import { SIDES, type FinancePageProps } from '../side';
import '../i18n';
import '../finance.css';

/** 编辑 `?id=`: a draft in the same form as 录入; a voucher in any other state opens in 查看凭证 instead. */
export function VoucherEditPage({ side = 'school' }: FinancePageProps) {
  const id = useSearchParams()[0].get('id') ?? undefined;
  const navigate = useNavigate();
  const today = useToday();
  const voucher = useVoucher(id);
  // the voucher's book: the detail names it; else the side's book in reach
  const { book } = useBook(side);
  const view = `${SIDES[side].paths.view}?id=${id}`;
  const notDraft = voucher.data && voucher.data.status !== 0;
  useEffect(() => {
    if (notDraft) void navigate(view, { replace: true });
  }, [notDraft, navigate, view]);
  return (
    <Card className="page-card" data-testid="voucher-edit-page">
      <FiguresState error={voucher.error} loaded={Boolean(voucher.data) && !notDraft} empty={!id} onRetry={() => void voucher.mutate()} testId="voucher-edit">
        {voucher.data ? (
          <VoucherForm
            key={`${voucher.data.id}-${voucher.data.version}`}
            bookId={voucher.data.bookId ?? book?.id ?? ''}
            draft={voucher.data}
            today={today}
            onSaved={(saved) => void navigate(`${SIDES[side].paths.view}?id=${saved}`, { replace: true })}
          />
        ) : null}
      </FiguresState>
    </Card>
  );
}

export const SupplierVoucherEditPage = () => <VoucherEditPage side="supplier" />;
