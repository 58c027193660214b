import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Picked } from '../../src/components/pickers';
import { MealStopPicker, PatchingPicker } from '../../src/domains/attendance';
import { fetchGroupPeople, fetchMealStopStaff } from '../../src/domains/attendance/api';
import { notify } from '../../src/lib/notify';

// The attendance pickers over stand-in lists (the server's rules are tested in the API suite): the patching picker
// lists one group's people and asks for a group first; the meal-stop picker says 添加停餐人员 {name} 成功 and
// 移除停餐人员 {name} 成功; both refuse a second add of one person with the warning.
vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('../../src/domains/attendance/api', () => ({ fetchGroupPeople: vi.fn(), fetchMealStopStaff: vi.fn() }));

const PEOPLE = [
  { id: '1', number: 'CY001', name: '王建国', post: '厨师' },
  { id: '2', number: 'CY002', name: '刘秀兰', post: '面点师' },
];
const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

function Harness({ kind, groupId }: { kind: 'patching' | 'mealStop'; groupId?: string }) {
  const [value, setValue] = useState<Picked[]>([]);
  const props = { open: true, value, onChange: setValue, onClose: vi.fn() };
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {kind === 'patching' ? <PatchingPicker {...props} groupId={groupId} /> : <MealStopPicker {...props} />}
    </SWRConfig>
  );
}

const chosen = () => screen.getByTestId('picker-chosen');

describe('the attendance pickers', () => {
  beforeEach(() => {
    vi.mocked(fetchGroupPeople).mockReset().mockResolvedValue(page(PEOPLE));
    vi.mocked(fetchMealStopStaff)
      .mockReset()
      .mockResolvedValue(
        page(PEOPLE.map((person, index) => ({ ...person, canteenName: '第一小学学生食堂', mealStop: index ? '' : '2026-12-01 至 2026-12-05' }))),
      );
    vi.mocked(notify.warning).mockClear();
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });

  it('选择补卡人员: the people of the group, several at once, a second add refused', async () => {
    render(<Harness kind="patching" groupId="77" />);
    expect(screen.getByText('选择补卡人员')).toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('picker-add-1'));
    await userEvent.click(screen.getByTestId('picker-add-2'));
    expect(vi.mocked(fetchGroupPeople).mock.calls[0]).toEqual(['77', { current: 1, size: 10, groupId: '77' }]);
    expect(notify.success).toHaveBeenCalledWith('添加人员 王建国 成功');
    expect(within(chosen()).getByText('已选择 2 项')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('picker-add-2'));
    expect(notify.warning).toHaveBeenCalledWith('刘秀兰 已添加，不能重复添加');
    expect(within(chosen()).getByText('已选择 2 项')).toBeInTheDocument();
  });

  it('选择补卡人员 without a group asks for one and lists nobody', () => {
    render(<Harness kind="patching" />);
    expect(screen.getByText('请先选择考勤组')).toBeInTheDocument();
    expect(fetchGroupPeople).not.toHaveBeenCalled();
  });

  it('选择停餐人员: the staff with their meal stops; 添加停餐人员 / 移除停餐人员; a second add refused', async () => {
    render(<Harness kind="mealStop" />);
    expect(screen.getByText('选择停餐人员')).toBeInTheDocument();
    expect(await screen.findByText('2026-12-01 至 2026-12-05')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('picker-add-1'));
    expect(notify.success).toHaveBeenCalledWith('添加停餐人员 王建国 成功');
    await userEvent.click(screen.getByTestId('picker-add-1'));
    expect(notify.warning).toHaveBeenCalledWith('王建国 已添加，不能重复添加');
    expect(within(chosen()).getByText('已选择 1 项')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('picker-remove-1'));
    expect(notify.error).toHaveBeenCalledWith('移除停餐人员 王建国 成功');
    expect(within(chosen()).getByText('已选择 0 项')).toBeInTheDocument();
  });
});
