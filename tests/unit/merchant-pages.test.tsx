import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchDeliveries, fetchDeliverySummary, fetchTransactions, fetchWarnings } from '../../src/domains/merchant/api';
import { DeliveryPage } from '../../src/domains/merchant/pages/delivery-page';
import { QualificationPage } from '../../src/domains/merchant/pages/qualification-page';
import { TransactionPage } from '../../src/domains/merchant/pages/transaction-page';
import { HttpError } from '../../src/lib/http';

// 商户配送监管's pages over stand-in calls (the server's rules and figures are tested in the API suite): what a
// supervisor reads of an order's findings, the counts above the list, a paper's days left, and a refused range.
vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('../../src/domains/merchant/api', () => ({
  fetchMerchants: vi.fn(),
  fetchDeliveries: vi.fn(),
  fetchDeliverySummary: vi.fn(),
  fetchWarnings: vi.fn(),
  fetchTransactions: vi.fn(),
}));
vi.mock('../../src/domains/org', () => ({ useSchoolsAndCanteens: () => ({ schools: [], canteens: [], isLoading: false }) }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

const ORDER = {
  id: '9',
  orderId: '9',
  orderNo: 'CG20261127000009',
  schoolName: '东湖区第一小学',
  canteenName: '第一小学学生食堂',
  supplierName: '鲜丰农产品配送有限公司',
  deliveryDate: '2026-11-28',
  meal: 2,
  status: 7,
  deliveryStatus: 3,
  plate: '浙A·L2345',
  driverName: '周师傅',
  departTime: '2026-11-28 06:10:00',
  arriveTime: '2026-11-29 07:00:00',
  lateDays: 1,
  readings: 3,
  excursions: 1,
  acknowledgedAlerts: 0,
  limit: -9,
  warmest: -5,
  emergency: true,
  emergencyReason: '原定大米霉变，临时补货',
  refusedLines: 1,
  partlyLines: 0,
  findings: [{ goodsName: '大白菜', decision: 3, reason: '叶片腐烂' }],
  totalAmount: 84_000,
};

describe('商户配送监管’s pages', () => {
  beforeEach(() => {
    vi.mocked(fetchDeliveries)
      .mockReset()
      .mockResolvedValue(page([ORDER]));
    vi.mocked(fetchDeliverySummary).mockReset().mockResolvedValue({ orders: 12, late: 1, coldChain: 1, refused: 1, partly: 0, emergency: 1 });
  });

  it('配送监管 shows each finding of an order and the counts of the same range', async () => {
    render(<DeliveryPage />, { wrapper });
    const table = await screen.findByTestId('merchant-deliveries-table');
    await waitFor(() => expect(table).toHaveTextContent('CG20261127000009'));
    expect(table).toHaveTextContent('延误 1 天');
    expect(table).toHaveTextContent('超温 1 次（最高 -5.0 ℃，限 -9.0 ℃）');
    expect(table).toHaveTextContent('应急采购：原定大米霉变，临时补货');
    expect(table).toHaveTextContent('大白菜 · 拒收：叶片腐烂');
    expect(table).toHaveTextContent('已验收（部分）');
    expect(table).toHaveTextContent('840.00');
    await waitFor(() => expect(within(screen.getByTestId('merchant-count-orders')).getByText('12')).toBeInTheDocument());
    expect(vi.mocked(fetchDeliverySummary)).toHaveBeenLastCalledWith({});
  });

  it('资质预警 reads days left as lapsed, due or to run', async () => {
    vi.mocked(fetchWarnings)
      .mockReset()
      .mockResolvedValue(
        page([
          {
            kind: 'qualification',
            id: '1',
            supplierId: '5',
            supplierName: '湖畔水产批发有限公司',
            name: '食品经营许可证',
            docType: 2,
            docNo: 'JY1',
            expireDate: '2026-06-30',
            daysLeft: -150,
            state: 'expired',
            schools: ['东湖区第一小学', '东湖区实验中学'],
          },
          {
            kind: 'driver',
            id: '2',
            supplierId: '4',
            supplierName: '鲜丰农产品配送有限公司',
            name: '周师傅',
            docType: null,
            docNo: 'JK1',
            expireDate: '2026-12-07',
            daysLeft: 10,
            state: 'expiring',
            schools: [],
          },
        ]),
      );
    render(<QualificationPage />, { wrapper });
    const table = await screen.findByTestId('merchant-warnings-table');
    await waitFor(() => expect(table).toHaveTextContent('已过期 150 天'));
    expect(table).toHaveTextContent('剩 10 天');
    expect(table).toHaveTextContent('东湖区第一小学、东湖区实验中学');
    expect(table).toHaveTextContent('驾驶员健康证');
  });

  it('交易统计 shows a refused range in the server’s words, with 重试', async () => {
    vi.mocked(fetchTransactions).mockReset().mockRejectedValue(new HttpError(400, '统计范围不能超过 12 个月'));
    render(<TransactionPage />, { wrapper });
    const panel = await screen.findByTestId('merchant-trade-error');
    expect(panel).toHaveTextContent('统计范围不能超过 12 个月');
  });

  it('交易统计 shows the figures in yuan with the refusal rate', async () => {
    const figures = { acceptedAmount: 95_700, inspectedLines: 3, refusedLines: 1, refusalRate: 33.3 };
    vi.mocked(fetchTransactions)
      .mockReset()
      .mockResolvedValue({
        startMonth: '2026-11',
        endMonth: '2026-11',
        total: figures,
        byMonth: [{ month: '2026-11', ...figures }],
        bySupplier: [{ supplierId: '4', supplierName: '鲜丰农产品配送有限公司', ...figures }],
        bySchool: [{ schoolId: '2', schoolName: '东湖区第一小学', ...figures }],
      });
    render(<TransactionPage />, { wrapper });
    await waitFor(() => expect(screen.getByTestId('merchant-trade-months')).toHaveTextContent('957.00'));
    expect(screen.getByTestId('merchant-trade-months')).toHaveTextContent('33.3%');
    expect(screen.getByTestId('merchant-trade-suppliers')).toHaveTextContent('鲜丰农产品配送有限公司');
    expect(screen.getByTestId('merchant-trade-range')).toHaveTextContent('统计范围：2026-11 至 2026-11');
  });
});
