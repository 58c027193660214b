import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMealStopStaff } from '../../src/domains/attendance/api';
import { MealStopDialog } from '../../src/domains/attendance/components/meal-stop-dialog';
import '../../src/domains/attendance/i18n';
import type { PickerDiner } from '../../src/domains/system-personnel';
import { fetchPickerDiners } from '../../src/domains/system-personnel/api';

// 新增停餐 over stand-in lists (the server's rules are in the API suite): staff by default with the meal-stop picker;
// 学生 switches to the student picker and starts the choice afresh, so one entry never mixes the two kinds.
vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('../../src/domains/system-personnel/api', () => ({ fetchPickerDiners: vi.fn() }));
vi.mock('../../src/domains/attendance/api', () => ({ fetchMealStopStaff: vi.fn(), submitMealStops: vi.fn() }));

const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

function open() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MealStopDialog open onClose={vi.fn()} onSaved={vi.fn()} />
    </SWRConfig>,
  );
}

describe('新增停餐', () => {
  beforeEach(() => {
    vi.mocked(fetchMealStopStaff)
      .mockReset()
      .mockResolvedValue(page([{ id: '7', number: 'CY007', name: '李厨', post: '厨师', canteenName: '学生食堂', mealStop: '' }]) as never);
    vi.mocked(fetchPickerDiners)
      .mockReset()
      .mockResolvedValue(page([{ id: '1', name: '朱雨', personnelNo: 'S1001', type: 2, className: '三年级2班', schoolName: '第一小学' } as PickerDiner]));
  });

  it('chooses staff by default, and students after 学生 — the choice made so far is dropped', async () => {
    open();
    await userEvent.click(screen.getByTestId('meal-stop-people-open'));
    await userEvent.click(await screen.findByTestId('picker-add-7'));
    expect(within(screen.getByTestId('meal-stop-people')).getByText('李厨')).toBeInTheDocument();
    expect(fetchPickerDiners).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('picker-close'));

    await userEvent.click(within(screen.getByTestId('meal-stop-kind')).getByText('学生'));
    expect(within(screen.getByTestId('meal-stop-people')).queryByText('李厨')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('meal-stop-people-open'));
    expect(await screen.findByText('选择学生')).toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('picker-add-1'));
    expect(within(screen.getByTestId('meal-stop-people')).getByText('朱雨')).toBeInTheDocument();
    expect(vi.mocked(fetchPickerDiners).mock.calls[0]![0]).toMatchObject({ type: 2 });
  });

  it('starts with no meal ticked: a click ticks the one meant', async () => {
    open();
    const meals = within(screen.getByText('停餐餐次').closest('.arco-form-item') as HTMLElement);
    expect(meals.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
    await userEvent.click(meals.getByText('午餐'));
    expect(meals.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(1);
  });
});
