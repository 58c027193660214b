import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchComputed, submitCost } from '../../src/domains/canteen-cost/api';
import { CostFormDialog } from '../../src/domains/canteen-cost/components/cost-form-dialog';
import '../../src/domains/canteen-cost/i18n';
import type { CostEntry } from '../../src/domains/canteen-cost/types';

// 食堂数据填报's dialog over stand-in calls (the server's rules are in the API suite): a month to confirm opens with its
// computed figures and asks a reason only once a figure differs from them; a confirmed month asks one only once a
// figure differs from the confirmed ones.
vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('../../src/domains/canteen-cost/api', () => ({ fetchComputed: vi.fn(), submitCost: vi.fn(), fetchCostDetail: vi.fn() }));

const figures = { mealsServed: 6700, headCount: 230, ingredientCost: 46313.8, mealFeeRevenue: 68756 };
const row = (status: 0 | 1): CostEntry => ({
  id: '9:2026-11',
  entryId: status ? '42' : null,
  status,
  canteenId: '9',
  canteenName: '第一小学学生食堂',
  month: '2026-11',
  ...figures,
  costPerMeal: 6.91,
  foodRatio: 67.4,
  remark: '',
  version: status,
  updateTime: '',
  updatedBy: '',
});

function open(entry: CostEntry) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CostFormDialog open entry={entry} canteens={[{ id: '9', name: '第一小学学生食堂', schoolName: '东湖区第一小学' }]} onClose={vi.fn()} onSaved={vi.fn()} />
    </SWRConfig>,
  );
}

const field = (label: string) => screen.getByLabelText(label);

describe('确认 / 修改食堂月度数据', () => {
  beforeEach(() => {
    vi.mocked(fetchComputed).mockReset().mockResolvedValue(figures);
    vi.mocked(submitCost)
      .mockReset()
      .mockImplementation(async (input) => ({ ...row(1), ...input, id: '9:2026-11', entryId: '42', status: 1 }) as CostEntry);
  });

  it('confirms a month as computed without a reason; a changed figure needs one, and the save carries it', async () => {
    open(row(0));
    expect(await screen.findByTestId('cost-computed')).toHaveTextContent('食材成本 46313.8 元');
    // the row carries its computed figures: nothing is asked again
    expect(fetchComputed).not.toHaveBeenCalled();
    expect(screen.queryByTestId('cost-reason')).not.toBeInTheDocument();
    await userEvent.clear(field('食材成本（元）'));
    await userEvent.type(field('食材成本（元）'), '50000');
    expect(await screen.findByTestId('cost-reason')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('与系统计算的数字不同，请填写原因')).toBeInTheDocument();
    expect(submitCost).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('cost-reason'), '补录调味品');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(submitCost).toHaveBeenCalledTimes(1));
    expect(vi.mocked(submitCost).mock.calls[0]![0]).toMatchObject({ canteenId: '9', month: '2026-11', ingredientCost: 50000, reason: '补录调味品' });
    expect(vi.mocked(submitCost).mock.calls[0]![0]).not.toHaveProperty('id');
  });

  it('changes a confirmed month: no reason while only the remark changes, one once a figure does', async () => {
    open(row(1));
    expect(await screen.findByText('修改食堂月度数据')).toBeInTheDocument();
    expect(screen.queryByTestId('cost-computed')).not.toBeInTheDocument();
    expect(fetchComputed).not.toHaveBeenCalled();
    await userEvent.type(field('备注'), '已核对');
    expect(screen.queryByTestId('cost-reason')).not.toBeInTheDocument();
    await userEvent.clear(field('就餐人数'));
    await userEvent.type(field('就餐人数'), '231');
    expect(await screen.findByTestId('cost-reason')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改已确认的数字，请填写原因')).toBeInTheDocument();
    expect(submitCost).not.toHaveBeenCalled();
  });
});
