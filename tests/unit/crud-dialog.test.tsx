import { Form, Input } from '@arco-design/web-react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CrudDialog } from '../../src/components/crud/crud-dialog';
import { HttpError } from '../../src/lib/http';

// toasts are Arco's own pop-ups, outside what these tests look at
vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

// The CRUD dialog's edit: the detail and submit calls stand in for the server here (the server's 409 is
// tested in the API suite, the whole journey in the browser suite).
interface Detail {
  id: string;
  version: number;
  name: string;
}

function renderDialog(
  loadDetail: (id: string) => Promise<Detail>,
  submit: (values: { name: string; id?: string; version?: number }) => Promise<unknown>,
  onSaved = vi.fn(),
) {
  render(
    <CrudDialog<Detail, { name: string }>
      name="thing"
      subject="事项"
      mode="edit"
      id="7"
      loadDetail={loadDetail}
      toValues={(detail) => ({ name: detail.name })}
      submit={submit}
      onClose={vi.fn()}
      onSaved={onSaved}
    >
      <Form.Item field="name" label="名称">
        <Input aria-label="名称" />
      </Form.Item>
    </CrudDialog>,
  );
  return onSaved;
}

describe('the CRUD dialog', () => {
  it('edits over the version it loaded', async () => {
    const submit = vi.fn().mockResolvedValue(undefined);
    const onSaved = renderDialog(vi.fn().mockResolvedValue({ id: '7', version: 3, name: '旧名' }), submit);
    const input = await screen.findByLabelText('名称');
    await waitFor(() => expect(input).toHaveValue('旧名'));
    await userEvent.clear(input);
    await userEvent.type(input, '新名');
    await userEvent.click(screen.getByTestId('thing-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(submit.mock.calls[0]![0]).toEqual({ name: '新名', id: '7', version: 3 });
  });

  it('on a 409 keeps what was typed and says so; 载入最新 loads theirs, and the next save carries their version', async () => {
    const loadDetail = vi.fn().mockResolvedValueOnce({ id: '7', version: 3, name: '旧名' }).mockResolvedValue({ id: '7', version: 4, name: '他人的名' });
    const submit = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(409, '该记录已被他人修改，请刷新后再保存', { silent: true }))
      .mockResolvedValue(undefined);
    const onSaved = renderDialog(loadDetail, submit);
    const input = await screen.findByLabelText('名称');
    await waitFor(() => expect(input).toHaveValue('旧名'));
    await userEvent.clear(input);
    await userEvent.type(input, '我的名');
    await userEvent.click(screen.getByTestId('thing-save'));
    expect(await screen.findByTestId('thing-conflict')).toHaveTextContent('该记录已被他人修改');
    expect(input).toHaveValue('我的名');
    expect(onSaved).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('thing-conflict-load'));
    await waitFor(() => expect(input).toHaveValue('他人的名'));
    expect(screen.queryByTestId('thing-conflict')).toBeNull();
    await userEvent.click(screen.getByTestId('thing-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(submit.mock.calls[1]![0]).toEqual({ name: '他人的名', id: '7', version: 4 });
  });
});
