// 销售订单 and 退货管理's writes move the supplier's 待办提醒 (待确认订单, 待确认退货): after one, the domain's lists and
// the to-do summary are asked again.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { useRefreshSales } from '../../src/domains/sales/hooks';
import { salesKeys } from '../../src/domains/sales/queries';
import { workbenchKeys } from '../../src/domains/workbench';

describe('useRefreshSales', () => {
  it('asks the to-do summary again with the sales lists', async () => {
    const todo = vi.fn(async () => []);
    const orders = vi.fn(async () => []);
    const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
    const { result } = renderHook(
      () => {
        useSWR(workbenchKeys.todo, todo);
        useSWR(salesKeys.order('1'), orders);
        return useRefreshSales();
      },
      { wrapper },
    );
    await vi.waitFor(() => expect([todo.mock.calls.length, orders.mock.calls.length]).toEqual([1, 1]));
    await act(async () => result.current());
    await vi.waitFor(() => expect([todo.mock.calls.length, orders.mock.calls.length]).toEqual([2, 2]));
  });
});
