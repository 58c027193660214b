import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchOrders, fetchPlan, fetchProvidedOrders, fetchProviderOptions, fetchSetting, type MealOrder } from '../../src/domains/meal-supply/api';
import { AcceptancePage } from '../../src/domains/meal-supply/pages/acceptance-page';
import { DeliveryPage } from '../../src/domains/meal-supply/pages/delivery-page';
import { OrderPage } from '../../src/domains/meal-supply/pages/order-page';
import { PlanPage } from '../../src/domains/meal-supply/pages/plan-page';
import { ProvidedPage } from '../../src/domains/meal-supply/pages/provided-page';

// 供餐管理's four pages for a school with no provider (one empty state, the way to 供餐设置), and the provider's 供餐订单
// (确认 on the orders still 已下单 only), over stand-in calls: the rules themselves are tested in tests/api/meal-supply.test.ts.
vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('../../src/domains/meal-supply/api', () => ({
  fetchSetting: vi.fn(),
  fetchProviderOptions: vi.fn(),
  fetchOrders: vi.fn(),
  fetchProvidedOrders: vi.fn(),
  fetchPlan: vi.fn(),
  confirmOrder: vi.fn(),
  saveSetting: vi.fn(),
  savePlan: vi.fn(),
  cancelOrder: vi.fn(),
}));
vi.mock('../../src/domains/org', () => ({ useSchoolsAndCanteens: () => ({ schools: [], canteens: [], isLoading: false }) }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });
const order = (id: string, status: MealOrder['status']) =>
  ({
    id,
    schoolName: '东湖区第一小学',
    providerName: '阳光团餐配送有限公司',
    mealDate: '2026-12-01',
    meal: 2,
    quantity: 300,
    status,
    cutoffAt: '2026-11-30 15:00',
    remark: '',
    version: 1,
  }) as MealOrder;

describe('供餐管理 without a provider', () => {
  beforeEach(() => {
    vi.mocked(fetchSetting).mockReset().mockResolvedValue({ schoolId: '1', providerId: null, providerName: null, cutoffDays: 1, cutoffTime: '15:00' });
    vi.mocked(fetchProviderOptions)
      .mockReset()
      .mockResolvedValue([{ id: '7', name: '阳光团餐配送有限公司' }]);
    vi.mocked(fetchOrders).mockReset().mockResolvedValue(page([]));
    vi.mocked(fetchPlan)
      .mockReset()
      .mockResolvedValue({ date: '2026-12-01', rows: [], totals: [0, 0, 0] });
  });

  for (const [name, Page] of [
    ['供餐计划', PlanPage],
    ['订餐管理', OrderPage],
    ['送餐记录', DeliveryPage],
    ['供餐验收', AcceptancePage],
  ] as const) {
    it(`${name} shows the one empty state and opens 供餐设置`, async () => {
      render(<Page />, { wrapper });
      const empty = await screen.findByTestId('meal-no-provider');
      expect(empty).toHaveTextContent('本校尚未设置供餐企业，请先在“供餐设置”中选择。');
      expect(screen.queryByRole('table')).toBeNull();
      fireEvent.click(screen.getByTestId('meal-no-provider-setting'));
      expect(await screen.findByTestId('meal-setting-dialog')).toBeInTheDocument();
    });
  }
});

describe('供餐订单', () => {
  it('lists the orders addressed to the provider, 确认 on those 已下单 only', async () => {
    vi.mocked(fetchProvidedOrders)
      .mockReset()
      .mockResolvedValue(page([order('1', 1), order('2', 2)]));
    render(<ProvidedPage />, { wrapper });
    expect(await screen.findByTestId('meal-provided-confirm-1')).toHaveTextContent('确认');
    expect(screen.queryByTestId('meal-provided-confirm-2')).toBeNull();
    expect(screen.getAllByText('东湖区第一小学')).toHaveLength(2);
  });

  it('says so when nothing is addressed to the company', async () => {
    vi.mocked(fetchProvidedOrders).mockReset().mockResolvedValue(page([]));
    render(<ProvidedPage />, { wrapper });
    await waitFor(() => expect(screen.getByText('暂无发给本企业的供餐订单')).toBeInTheDocument());
  });
});
