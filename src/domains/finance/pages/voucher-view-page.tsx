import { Button, Card, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Space/style/css';
import { IconLeft, IconPrinter, IconRight } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FiguresState } from '../../../components/figures-state';
import { useAccess } from '../../../components/use-access';
import { useBook } from '../components/use-book';
import { useVoucherActions } from '../components/use-voucher-actions';
import { VoucherSheet } from '../components/voucher-sheet';
import { useVoucher } from '../hooks';
import { SIDES, type FinancePageProps } from '../side';
import '../i18n';
import '../finance.css';

/**
 * 查看凭证 `?id=` (kept alive): the voucher as it prints (A4), 上一张 / 下一张 in the book's order, and what its state
 * and the user's buttons allow — 编辑 and 审核 a draft, 反审核 and 记账 an audited one, 冲销 a posted one.
 */
export function VoucherViewPage({ side = 'school', readOnly = false }: FinancePageProps) {
  const { t } = useTranslation('finance');
  const id = useSearchParams()[0].get('id') ?? undefined;
  const navigate = useNavigate();
  const access = useAccess();
  const { paths, codes } = SIDES[side];
  const can = (code: string) => !readOnly && access.can(code);
  const voucher = useVoucher(id);
  const { book } = useBook(side, voucher.data?.bookId);
  const actions = useVoucherActions();
  const v = voucher.data;
  const open = (other: string | null) => other && void navigate(`${paths.view}?id=${other}`);

  return (
    <Card className="page-card finance-printable" data-testid="voucher-view-page">
      <FiguresState error={voucher.error} loaded={Boolean(v)} empty={!id} onRetry={() => void voucher.mutate()} testId="voucher-view">
        {v ? (
          <>
            <Space wrap className="finance-no-print finance-view-actions">
              <Button icon={<IconLeft />} disabled={!v.prevId} onClick={() => open(v.prevId)} data-testid="voucher-prev">
                {t('view.prev')}
              </Button>
              <Button icon={<IconRight />} disabled={!v.nextId} onClick={() => open(v.nextId)} data-testid="voucher-next">
                {t('view.next')}
              </Button>
              {v.status === 0 && can(codes.edit) ? (
                <Button onClick={() => void navigate(`${paths.edit}?id=${v.id}`)} data-testid="voucher-view-edit">
                  {t('action.edit')}
                </Button>
              ) : null}
              {v.status === 0 && can(codes.audit) ? (
                <Button type="primary" onClick={() => void actions.act('audit', [v.id])} data-testid="voucher-view-audit">
                  {t('action.audit')}
                </Button>
              ) : null}
              {v.status === 1 && can(codes.audit) ? (
                <Button onClick={() => void actions.act('unaudit', [v.id])} data-testid="voucher-view-unaudit">
                  {t('action.unaudit')}
                </Button>
              ) : null}
              {v.status === 1 && can(codes.post) ? (
                <Button type="primary" onClick={() => void actions.act('post', [v.id])} data-testid="voucher-view-post">
                  {t('action.post')}
                </Button>
              ) : null}
              {v.status === 2 && !v.reversedBy && !v.reversalOf && can(codes.reverse) ? (
                <Button
                  status="warning"
                  onClick={() => void actions.reverse(v.id, v.voucherNo).then((red) => red && navigate(`${paths.edit}?id=${red}`))}
                  data-testid="voucher-view-reverse"
                >
                  {t('action.reverse')}
                </Button>
              ) : null}
              <Button icon={<IconPrinter />} onClick={() => window.print()} data-testid="voucher-view-print">
                {t('print')}
              </Button>
            </Space>
            <VoucherSheet voucher={v} bookName={book?.name} />
          </>
        ) : null}
      </FiguresState>
    </Card>
  );
}

export const SupplierVoucherViewPage = () => <VoucherViewPage side="supplier" />;
