// 商品报价 and 期初入库 on the client: a quote's period checked as the server checks it, withdrawal only while it
// waits, an opening balance's expiry reckoned (and refused) as the server reckons it; and the supplier's 商品报价 page
// and the school's 待审报价 drawn with their calls stubbed — rows by state, the actions each state allows, the reason a
// rejection needs, and the empty and failed states.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openingCheck } from '../../src/domains/purchase/format';
import { canWithdraw, quoteProblem } from '../../src/domains/sales/logic';
import { i18n } from '../../src/lib/i18n';
import { session } from '../../src/session';

vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const sales = vi.hoisted(() => ({ fetchQuotes: vi.fn(), fetchQuoteOptions: vi.fn(), submitQuote: vi.fn(), withdrawQuote: vi.fn() }));
vi.mock('../../src/domains/sales/api', () => sales);
const purchase = vi.hoisted(() => ({ fetchQuotePage: vi.fn(), approveQuote: vi.fn(), rejectQuote: vi.fn() }));
vi.mock('../../src/domains/purchase/api', () => purchase);

const { SalesQuotePage } = await import('../../src/domains/sales/pages/quote-page');
const { QuoteReview } = await import('../../src/domains/purchase/components/quote-review');

const draw = (node: ReactNode) =>
  render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{node}</SWRConfig>
    </MemoryRouter>,
  );
const page = <Row,>(records: Row[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

const QUOTE = {
  id: '11',
  quoteNo: 'BJ20261127000001',
  supplierId: '5',
  supplierName: '鲜丰农产品配送有限公司',
  schoolId: '3',
  schoolName: '东湖区第一小学',
  goodsCode: 'G0106',
  goodsName: '玉米面',
  unit: 'kg',
  baseUnit: 'g',
  unitPrice: 560,
  validFrom: '2026-11-28',
  validTo: '2027-01-26',
  remark: '',
  status: 0,
  rejectReason: '',
  reviewName: '',
  reviewTime: null,
  createTime: '2026-11-27 09:00:00',
  lapsed: false,
};
const REJECTED = { ...QUOTE, id: '12', goodsName: '海带', status: 2, reviewName: '张校长', rejectReason: '价格高于市场价' };

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  vi.clearAllMocks();
  session.permission = {};
  session.userInfo = null;
});

describe('a quote’s period and state', () => {
  it('refuses a period backwards or already over, as the server does', () => {
    expect(quoteProblem({ validFrom: '2026-12-01', validTo: '2026-11-30' }, '2026-11-27')).toBe('endBeforeStart');
    expect(quoteProblem({ validFrom: '2026-11-01', validTo: '2026-11-26' }, '2026-11-27')).toBe('endPassed');
    expect(quoteProblem({ validFrom: '2026-11-27', validTo: '2026-11-27' }, '2026-11-27')).toBeNull();
  });
  it('is withdrawn only while it waits', () => {
    expect([0, 1, 2, 3].map((status) => canWithdraw({ status }))).toEqual([true, false, false, false]);
  });
});

describe('an opening balance’s expiry', () => {
  it('is the date typed, or the production date plus the shelf life; expired goods and a future production date are refused', () => {
    expect(openingCheck({ productionDate: '2026-11-01' }, 365, '2026-11-27')).toEqual({ expiry: '2027-11-01', problem: null });
    expect(openingCheck({ productionDate: '2025-11-01' }, 365, '2026-11-27')).toEqual({ expiry: '2026-11-01', problem: 'expired' });
    expect(openingCheck({ expiryDate: '2026-11-26' }, null, '2026-11-27').problem).toBe('expired');
    expect(openingCheck({ expiryDate: '2026-11-27' }, null, '2026-11-27').problem).toBeNull();
    expect(openingCheck({ productionDate: '2026-11-28' }, 7, '2026-11-27').problem).toBe('future');
    expect(openingCheck({}, 7, '2026-11-27')).toEqual({ expiry: null, problem: 'noExpiry' });
    expect(openingCheck({}, null, '2026-11-27')).toEqual({ expiry: null, problem: null });
    expect(openingCheck({ productionDate: '2026-11-20', expiryDate: '2026-11-19' }, null, '2026-11-10').problem).toBe('future');
    expect(openingCheck({ productionDate: '2026-11-20', expiryDate: '2026-11-19' }, null, '2026-11-27').problem).toBe('expiryBeforeProduction');
  });
});

describe('商品报价 (the supplier)', () => {
  it('lists its quotes by state; only a waiting one may be withdrawn, and only with the button', async () => {
    session.permission = { sales_quote_edit: true };
    sales.fetchQuotes.mockResolvedValue(page([QUOTE, REJECTED]));
    sales.withdrawQuote.mockResolvedValue({ ...QUOTE, status: 3 });
    draw(<SalesQuotePage />);
    expect(await screen.findByText('玉米面')).toBeTruthy();
    expect(screen.getByText('张校长：价格高于市场价')).toBeTruthy();
    expect(screen.getByTestId('sales-quote-withdraw-11')).toBeTruthy();
    expect(screen.queryByTestId('sales-quote-withdraw-12')).toBeNull();
    expect(screen.getByTestId('sales-quote-add')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sales-quote-withdraw-11'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(sales.withdrawQuote).toHaveBeenCalledWith('11'));
  });
  it('shows no action without the button, and its empty and failed states', async () => {
    sales.fetchQuotes.mockResolvedValueOnce(page([QUOTE]));
    const { unmount } = draw(<SalesQuotePage />);
    expect(await screen.findByText('玉米面')).toBeTruthy();
    expect(screen.queryByTestId('sales-quote-withdraw-11')).toBeNull();
    expect(screen.queryByTestId('sales-quote-add')).toBeNull();
    unmount();
    sales.fetchQuotes.mockResolvedValueOnce(page([]));
    const empty = draw(<SalesQuotePage />);
    expect(await screen.findByText('暂无报价')).toBeTruthy();
    empty.unmount();
    sales.fetchQuotes.mockRejectedValueOnce(new Error('boom'));
    draw(<SalesQuotePage />);
    expect(await screen.findByTestId('salesQuote-error')).toBeTruthy();
  });
});

describe('待审报价 (the school)', () => {
  it('the school approves a waiting quote or rejects it with the reason; others only read', async () => {
    session.userInfo = { userType: 'school' } as typeof session.userInfo;
    purchase.fetchQuotePage.mockResolvedValue(page([QUOTE, REJECTED]));
    purchase.rejectQuote.mockResolvedValue({ ...QUOTE, status: 2 });
    draw(<QuoteReview />);
    expect(await screen.findByText('玉米面')).toBeTruthy();
    expect(screen.getByTestId('purchase-quote-approve-11')).toBeTruthy();
    expect(screen.queryByTestId('purchase-quote-approve-12')).toBeNull();
    fireEvent.click(screen.getByTestId('purchase-quote-reject-11'));
    fireEvent.click(await screen.findByTestId('purchase-quote-reject-ok'));
    expect(await screen.findByText('请填写驳回原因')).toBeTruthy();
    expect(purchase.rejectQuote).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('purchase-quote-reject-reason'), { target: { value: '价格偏高' } });
    fireEvent.click(screen.getByTestId('purchase-quote-reject-ok'));
    await waitFor(() => expect(purchase.rejectQuote).toHaveBeenCalledWith('11', '价格偏高'));
  });
  it('shows a reader no action', async () => {
    session.userInfo = { userType: 'education' } as typeof session.userInfo;
    purchase.fetchQuotePage.mockResolvedValue(page([QUOTE]));
    draw(<QuoteReview />);
    expect(await screen.findByText('玉米面')).toBeTruthy();
    expect(screen.queryByTestId('purchase-quote-approve-11')).toBeNull();
    expect(screen.queryByTestId('purchase-quote-reject-11')).toBeNull();
  });
});
