import { Form, Input } from '@arco-design/web-react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { ConflictNotice } from '../../src/components/versioned/conflict-notice';
import { useVersionedSave } from '../../src/components/versioned/use-versioned-save';
import { HttpError } from '../../src/lib/http';

// toasts are Arco's own pop-ups, outside what these tests look at
vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

// The self-service forms' save (个人信息, 企业信息, 账号信息): the save and reload calls stand in for the
// server here; the server's own 409 is tested in the API suite.
interface Rec {
  name: string;
  version: number;
}

function NameForm({ record, save, reload }: { record: Rec; save: (values: Rec, base: Rec) => Promise<Rec>; reload: KeyedMutator<Rec> }) {
  const [form] = Form.useForm<Rec>();
  const versioned = useVersionedSave<Rec, Rec>({ form, record, toValues: (value) => value, reload, save });
  return (
    <Form form={form}>
      {versioned.conflict ? <ConflictNotice testId="conflict" onLoadLatest={() => void versioned.loadLatest()} /> : null}
      <Form.Item field="name" label="name">
        <Input aria-label="name" />
      </Form.Item>
      <button type="button" onClick={() => void versioned.save()}>
        save
      </button>
    </Form>
  );
}

/** The form under a parent whose record can change in the background, as SWR's data does. */
function Page(props: { first: Rec; later: Rec; save: (values: Rec, base: Rec) => Promise<Rec>; reload: KeyedMutator<Rec> }) {
  const [record, setRecord] = useState(props.first);
  return (
    <>
      <button type="button" onClick={() => setRecord(props.later)}>
        revalidate
      </button>
      <NameForm record={record} save={props.save} reload={props.reload} />
    </>
  );
}

describe('a versioned self-service form', () => {
  it('keeps what was typed when a newer record arrives, and saves over the version it was filled from', async () => {
    const save = vi.fn().mockResolvedValue({ name: 'typed', version: 2 });
    const reload = vi.fn();
    render(<Page first={{ name: 'old', version: 1 }} later={{ name: 'theirs', version: 2 }} save={save} reload={reload} />);
    const input = screen.getByLabelText('name');
    await waitFor(() => expect(input).toHaveValue('old'));
    await userEvent.clear(input);
    await userEvent.type(input, 'typed');
    await userEvent.click(screen.getByText('revalidate'));
    expect(input).toHaveValue('typed');
    await userEvent.click(screen.getByText('save'));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toMatchObject({ name: 'typed' });
    expect(save.mock.calls[0]![1]).toEqual({ name: 'old', version: 1 });
    // the saved record is kept as the server answered it, without fetching it again
    await waitFor(() => expect(reload).toHaveBeenCalledWith({ name: 'typed', version: 2 }, { revalidate: false }));
  });

  it('on a 409 keeps what was typed and says so; loading the latest fills it in, and the next save carries its version', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(409, '该记录已被他人修改，请刷新后再保存', { silent: true }))
      .mockResolvedValue({ name: 'theirs', version: 3 });
    const reload = vi.fn().mockResolvedValue({ name: 'theirs', version: 2 });
    render(<Page first={{ name: 'old', version: 1 }} later={{ name: 'old', version: 1 }} save={save} reload={reload} />);
    const input = screen.getByLabelText('name');
    await waitFor(() => expect(input).toHaveValue('old'));
    await userEvent.clear(input);
    await userEvent.type(input, 'mine');
    await userEvent.click(screen.getByText('save'));
    expect(await screen.findByTestId('conflict')).toHaveTextContent('该记录已被他人修改');
    expect(input).toHaveValue('mine');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('conflict-load'));
    await waitFor(() => expect(input).toHaveValue('theirs'));
    expect(screen.queryByTestId('conflict')).toBeNull();
    await userEvent.click(screen.getByText('save'));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]![1]).toEqual({ name: 'theirs', version: 2 });
  });

  it('keeps what was typed when a save fails for another reason, with no conflict notice', async () => {
    const save = vi.fn().mockRejectedValue(new HttpError(400, '请输入正确的手机号码', { silent: true }));
    const reload = vi.fn();
    render(<Page first={{ name: 'old', version: 1 }} later={{ name: 'old', version: 1 }} save={save} reload={reload} />);
    const input = screen.getByLabelText('name');
    await waitFor(() => expect(input).toHaveValue('old'));
    await userEvent.type(input, '!');
    await userEvent.click(screen.getByText('save'));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(input).toHaveValue('old!');
    expect(screen.queryByTestId('conflict')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
