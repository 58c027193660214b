import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { idCardCheckChar, idCardProblem, maskIdCard } from '../../contract/work-personnel';
import type { Picked } from '../../src/components/pickers';
import { WorkPersonnelPicker, type WorkPerson } from '../../src/domains/work-personnel';
import { fetchPeople } from '../../src/domains/work-personnel/api';
import { notify } from '../../src/lib/notify';

// The work-personnel picker over a stand-in staff list (the server's rules are in the API suite): the staff who
// have not left, several at once, each add and remove announced with the customer's texts, a second add of one
// person refused with the warning; fixed to one canteen for an attendance group. And the ID card check the form
// and the server share.
vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('../../src/domains/work-personnel/api', () => ({ fetchPeople: vi.fn() }));
vi.mock('../../src/domains/org/api', () => ({
  fetchDeptTree: vi.fn().mockResolvedValue([]),
  deptTreeKey: () => ['dept-tree', 'scope'],
  deptTreeKeys: { matches: () => false },
}));

const person = (id: string, name: string, certState: WorkPerson['certState'] = 1) =>
  ({ id, name, number: `CY00${id}`, canteenId: '40', canteenName: '第一小学学生食堂', postName: '厨师', certState, status: 1 }) as WorkPerson;
const STAFF = [person('1', '王建国'), person('2', '刘秀兰', 2), person('3', '陈志强', 3)];

function Harness({ canteenId, onChange = vi.fn() }: { canteenId?: string; onChange?: (items: Picked[]) => void }) {
  const [value, setValue] = useState<Picked[]>([]);
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <WorkPersonnelPicker
        open
        canteenId={canteenId}
        value={value}
        onChange={(items) => {
          setValue(items);
          onChange(items);
        }}
        onClose={vi.fn()}
      />
    </SWRConfig>
  );
}

const chosen = () => screen.getByTestId('picker-chosen');

describe('the work-personnel picker', () => {
  beforeEach(() => {
    vi.mocked(fetchPeople).mockReset().mockResolvedValue({ records: STAFF, total: 3, size: 10, current: 1, pages: 1 });
    vi.mocked(notify.warning).mockClear();
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });

  it('lists the staff who have not left, 10 a page, with their certificate state', async () => {
    render(<Harness />);
    const table = await screen.findByTestId('picker-workPersonnel-table');
    await within(table).findByText('刘秀兰');
    expect(within(table).getByText('已过期')).toBeInTheDocument();
    expect(vi.mocked(fetchPeople).mock.calls[0]![0]).toEqual({ current: 1, size: 10, status: '1,2' });
    expect(screen.getByText('选择从业人员')).toBeInTheDocument();
  });

  it('announces each add and remove, and refuses a second add of one person with the warning', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(await screen.findByTestId('picker-add-1'));
    expect(notify.success).toHaveBeenLastCalledWith('添加人员 王建国 成功');
    await userEvent.click(screen.getByTestId('picker-add-2'));
    expect(within(chosen()).getByText('已选择 2 项')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: '1', name: '王建国', number: 'CY001' }), expect.objectContaining({ id: '2' })]);

    await userEvent.click(screen.getByTestId('picker-add-1'));
    expect(notify.warning).toHaveBeenCalledWith('王建国 已添加，不能重复添加');
    expect(within(chosen()).getByText('已选择 2 项')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(2);

    await userEvent.click(screen.getByTestId('picker-remove-1'));
    expect(notify.error).toHaveBeenLastCalledWith('移除人员 王建国 成功');
    expect(within(chosen()).getByText('已选择 1 项')).toBeInTheDocument();
  });

  it('keeps to one canteen when given one (an attendance group’s), without the tree', async () => {
    render(<Harness canteenId="40" />);
    await screen.findByTestId('picker-add-1');
    await waitFor(() => expect(vi.mocked(fetchPeople).mock.calls[0]![0]).toEqual({ current: 1, size: 10, status: '1,2', canteenId: '40' }));
    expect(screen.queryByTestId('dept-tree')).not.toBeInTheDocument();
  });
});

describe('the ID card check (GB 11643)', () => {
  it('accepts a number with its check character, refuses a wrong one, a wrong birth date and a wrong length', () => {
    const first17 = '33010219900101123';
    const valid = first17 + idCardCheckChar(first17);
    expect(idCardProblem(valid)).toBeNull();
    expect(idCardProblem('11010519491231002X')).toBeNull();
    expect(idCardProblem('11010519491231002x')).toBeNull();
    expect(idCardProblem('110105194912310021')).toBe('checksum');
    expect(idCardProblem('110105194902300021')).toBe('birth');
    expect(idCardProblem('1101051949123100')).toBe('format');
    expect(maskIdCard('11010519491231002X')).toBe('1101**********002X');
  });
});
