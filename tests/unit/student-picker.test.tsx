import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Picked } from '../../src/components/pickers';
import { StudentPicker, type PickerDiner } from '../../src/domains/system-personnel';
import { fetchPickerDiners } from '../../src/domains/system-personnel/api';
import { notify } from '../../src/lib/notify';

// The student picker of the meal stops over a stand-in list (the server's rules are in the API suite): students
// only, several at once, each add and remove announced with the customer's meal-stop texts, a second add of one
// student refused with the warning; kept to one school and class when given them.
vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('../../src/domains/system-personnel/api', () => ({ fetchPickerDiners: vi.fn() }));

const student = (id: string, name: string) =>
  ({
    id,
    name,
    personnelNo: `S100${id}`,
    type: 2,
    typeName: '学生',
    className: '三年级2班',
    schoolName: '东湖区第一小学',
    cardNo: `810003${id}`,
  }) as PickerDiner;
const STUDENTS = [student('1', '朱雨'), student('2', '丁博涵'), student('3', '杜子')];

function Harness({ schoolId, className, onChange = vi.fn() }: { schoolId?: string; className?: string; onChange?: (items: Picked[]) => void }) {
  const [value, setValue] = useState<Picked[]>([]);
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <StudentPicker
        open
        schoolId={schoolId}
        className={className}
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

describe('the student picker', () => {
  beforeEach(() => {
    vi.mocked(fetchPickerDiners).mockReset().mockResolvedValue({ records: STUDENTS, total: 3, size: 10, current: 1, pages: 1 });
    vi.mocked(notify.warning).mockClear();
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });

  it('lists students, 10 a page, titled 选择学生', async () => {
    render(<Harness />);
    const table = await screen.findByTestId('picker-student-table');
    await within(table).findByText('丁博涵');
    expect(vi.mocked(fetchPickerDiners).mock.calls[0]![0]).toEqual({ current: 1, size: 10, type: 2 });
    expect(screen.getByText('选择学生')).toBeInTheDocument();
  });

  it('announces each add and remove as meal-stop staff, and refuses a second add of one student with the warning', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(await screen.findByTestId('picker-add-1'));
    expect(notify.success).toHaveBeenLastCalledWith('添加停餐人员 朱雨 成功');
    await userEvent.click(screen.getByTestId('picker-add-2'));
    expect(within(chosen()).getByText('已选择 2 项')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: '1', name: '朱雨', personnelNo: 'S1001', className: '三年级2班' }),
      expect.objectContaining({ id: '2' }),
    ]);

    await userEvent.click(screen.getByTestId('picker-add-1'));
    expect(notify.warning).toHaveBeenCalledWith('朱雨 已添加，不能重复添加');
    expect(within(chosen()).getByText('已选择 2 项')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(2);

    await userEvent.click(screen.getByTestId('picker-remove-1'));
    expect(notify.error).toHaveBeenLastCalledWith('移除停餐人员 朱雨 成功');
    expect(within(chosen()).getByText('已选择 1 项')).toBeInTheDocument();
  });

  it('keeps to one school and class when given them', async () => {
    render(<Harness schoolId="30" className="三年级2班" />);
    await screen.findByTestId('picker-add-1');
    await waitFor(() =>
      expect(vi.mocked(fetchPickerDiners).mock.calls[0]![0]).toEqual({ current: 1, size: 10, type: 2, schoolId: '30', className: '三年级2班' }),
    );
  });
});
