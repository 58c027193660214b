import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Picked } from '../../src/components/pickers';
import { PersonnelPicker } from '../../src/domains/bidding-group';
import type { Expert } from '../../src/domains/bidding-group';
import { fetchExperts, saveExpert } from '../../src/domains/bidding-group/api';
import { notify } from '../../src/lib/notify';

// The personnel picker over a stand-in library (the server's own rules are tested in the API suite, the
// whole journey in the browser suite): several at once by default, a second add of one expert refused, and
// 新增专家's form with the customer's messages.
vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('../../src/domains/dict/api', () => ({
  fetchDictionary: vi.fn().mockResolvedValue([
    { dictKey: '1', dictValue: '男', sort: 1 },
    { dictKey: '2', dictValue: '女', sort: 2 },
    { dictKey: '0', dictValue: '未知', sort: 3 },
  ]),
}));
vi.mock('../../src/domains/bidding-group/api', () => ({ fetchExperts: vi.fn(), saveExpert: vi.fn() }));

const expert = (id: string, name: string, sex = 1): Expert => ({
  id,
  number: `ZJ00${id}`,
  name,
  sex,
  unit: '第一实验小学',
  post: '高级教师',
  synopsis: '简介',
  hasLogin: true,
});
const LIBRARY = [expert('1', '周明华'), expert('2', '林晓燕', 2), expert('3', '郑国强')];

function Harness({ multiple, onChange = vi.fn() }: { multiple?: boolean; onChange?: (items: Picked[]) => void }) {
  const [value, setValue] = useState<Picked[]>([]);
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PersonnelPicker
        open
        multiple={multiple}
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

describe('the personnel picker', () => {
  beforeEach(() => {
    vi.mocked(fetchExperts).mockReset().mockResolvedValue({ records: LIBRARY, total: 3, size: 10, current: 1, pages: 1 });
    vi.mocked(saveExpert).mockReset();
    vi.mocked(notify.warning).mockClear();
  });

  it('lists the library with the sex from the dictionary, 10 a page', async () => {
    render(<Harness />);
    const table = await screen.findByTestId('picker-personnel-table');
    await within(table).findByText('林晓燕');
    await waitFor(() => expect(within(table).getAllByText('女')).toHaveLength(1));
    expect(within(table).getAllByText('男')).toHaveLength(2);
    expect(vi.mocked(fetchExperts).mock.calls[0]![0]).toEqual({ current: 1, size: 10 });
  });

  it('accumulates by default, and refuses a second add of one expert with a warning', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(await screen.findByTestId('picker-add-1'));
    await userEvent.click(screen.getByTestId('picker-add-2'));
    expect(within(chosen()).getByText('已选择 2 项')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: '1', name: '周明华' }), expect.objectContaining({ id: '2', name: '林晓燕' })]);

    await userEvent.click(screen.getByTestId('picker-add-1'));
    expect(notify.warning).toHaveBeenCalledWith('周明华 已添加，不能重复添加');
    expect(within(chosen()).getByText('已选择 2 项')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(2);

    await userEvent.click(screen.getByTestId('picker-remove-1'));
    expect(within(chosen()).getByText('已选择 1 项')).toBeInTheDocument();
  });

  it('replaces the choice when multiple is false', async () => {
    render(<Harness multiple={false} />);
    await userEvent.click(await screen.findByTestId('picker-add-1'));
    await userEvent.click(screen.getByTestId('picker-add-3'));
    expect(within(chosen()).getByText('已选择 1 项')).toBeInTheDocument();
    expect(within(chosen()).getByText('郑国强')).toBeInTheDocument();
  });

  it('新增专家: refuses an empty form with the five messages, then saves, lists and chooses the new expert', async () => {
    render(<Harness />);
    await userEvent.click(await screen.findByTestId('picker-add-1'));
    await userEvent.click(screen.getByTestId('personnel-new'));
    const form = screen.getByTestId('personnel-form');
    await userEvent.click(within(form).getByTestId('personnel-form-save'));
    for (const message of ['请输入编号', '请输入姓名', '请输入性别', '请输入职称/职务', '请输入简介'])
      expect(await within(form).findByText(message)).toBeInTheDocument();
    // the dictionary's 未知 is not offered: the library keeps 男 and 女
    expect(within(form).queryByText('未知')).not.toBeInTheDocument();
    expect(saveExpert).not.toHaveBeenCalled();

    // blanks are not a value
    await userEvent.type(within(form).getByLabelText('编号'), '   ');
    await userEvent.click(within(form).getByTestId('personnel-form-save'));
    expect(await within(form).findByText('请输入编号')).toBeInTheDocument();

    const created = expert('9', '黄志诚');
    vi.mocked(saveExpert).mockResolvedValue(created);
    vi.mocked(fetchExperts).mockResolvedValue({ records: [...LIBRARY, created], total: 4, size: 10, current: 1, pages: 1 });
    await userEvent.clear(within(form).getByLabelText('编号'));
    await userEvent.type(within(form).getByLabelText('编号'), 'ZJ009');
    await userEvent.type(within(form).getByLabelText('姓名'), '黄志诚');
    await userEvent.click(within(form).getByText('男'));
    await userEvent.type(within(form).getByLabelText('单位'), '区疾控中心');
    await userEvent.type(within(form).getByLabelText('职称/职务'), '主管医师');
    await userEvent.type(within(form).getByLabelText('简介'), '营养与食品卫生科');
    await userEvent.click(within(form).getByTestId('personnel-form-save'));

    await waitFor(() =>
      expect(saveExpert).toHaveBeenCalledWith({
        number: 'ZJ009',
        name: '黄志诚',
        sex: '1',
        unit: '区疾控中心',
        post: '主管医师',
        synopsis: '营养与食品卫生科',
      }),
    );
    expect(await within(chosen()).findByText('已选择 2 项')).toBeInTheDocument();
    expect(within(chosen()).getByText('黄志诚')).toBeInTheDocument();
    expect(await within(screen.getByTestId('picker-personnel-table')).findByText('黄志诚')).toBeInTheDocument();
    expect(screen.queryByTestId('personnel-form')).not.toBeInTheDocument();
  });
});
