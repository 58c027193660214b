import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useNavigate } from 'react-router-dom';
import { useToday } from '../../../lib/server-clock';
import { BookFrame } from '../components/book-frame';
import { VoucherForm } from '../components/voucher-form';
import { SIDES, type FinancePageProps } from '../side';
import '../i18n';
import '../finance.css';

/** 录入凭证 (kept alive): a new draft on the side's book; 保存 opens it in 查看凭证, 保存并新增 clears the form. */
export function VoucherAddPage({ side = 'school' }: FinancePageProps) {
  const navigate = useNavigate();
  const today = useToday();
  return (
    <Card className="page-card" data-testid="voucher-add-page">
      <BookFrame side={side} testId="voucher-add">
        {(book, picker) => (
          <>
            {picker}
            <VoucherForm
              key={book.id}
              bookId={book.id}
              today={today}
              onSaved={(id, again) => {
                if (!again) void navigate(`${SIDES[side].paths.view}?id=${id}`);
              }}
            />
          </>
        )}
      </BookFrame>
    </Card>
  );
}

export const SupplierVoucherAddPage = () => <VoucherAddPage side="supplier" />;
