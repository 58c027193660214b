import { Form, Input } from '@arco-design/web-react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BIDDING_REASONS } from '../../contract/bidding';
import { FormDialog, useSubmit } from '../../src/components/form-dialog';
import { HttpError } from '../../src/lib/http';
import { initI18n } from '../../src/lib/i18n';
import { notify } from '../../src/lib/notify';

// The one save of the action dialogs: the calls stand in for the server (its refusals are tested in the API suite).
vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

beforeAll(() => initI18n('zh-CN'));
beforeEach(() => vi.mocked(notify.error).mockClear());

describe('useSubmit', () => {
  it('says what was saved, then runs onSaved with the answer; the save is under way until onSaved ends', async () => {
    const onSaved = vi.fn();
    const { result } = renderHook(() => useSubmit(async (name: string) => ({ name }), { success: ({ name }) => `已保存 ${name}`, onSaved }));
    let ok = false;
    await act(async () => {
      ok = await result.current.submit('甲');
    });
    expect(ok).toBe(true);
    expect(notify.success).toHaveBeenCalledWith('已保存 甲');
    expect(onSaved).toHaveBeenCalledWith({ name: '甲' });
    expect(result.current.saving).toBe(false);
  });

  it('tells a refusal inline with its known reason’s text, or as a toast, or leaves it to the client', async () => {
    const moved = new HttpError(400, '该招标已被其他人处理，请刷新', { body: { reason: BIDDING_REASONS.movedOn } });
    const onRefused = vi.fn();
    const inline = renderHook(() => useSubmit(() => Promise.reject(moved), { refusal: 'inline', fallback: '失败', onRefused }));
    await act(async () => void (await inline.result.current.submit()));
    expect(inline.result.current.refusal).toBe('该招标已被其他人处理，请刷新');
    expect(onRefused).toHaveBeenCalledWith(moved);

    const toast = renderHook(() => useSubmit(() => Promise.reject(new Error('boom')), { refusal: 'toast', fallback: '保存失败' }));
    await act(async () => void (await toast.result.current.submit()));
    expect(notify.error).toHaveBeenCalledWith('保存失败');

    vi.mocked(notify.error).mockClear();
    const quiet = renderHook(() => useSubmit(() => Promise.reject(new HttpError(400, '已绑定'))));
    await act(async () => void (await quiet.result.current.submit()));
    expect(notify.error).not.toHaveBeenCalled();
    expect(quiet.result.current.refusal).toBe('');
  });

  it('runs one save at a time, and says which is under way', async () => {
    let finish: () => void = () => undefined;
    const save = vi.fn((_final: boolean) => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSubmit(save));
    let first: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current.submit(true);
    });
    expect(result.current.pending).toEqual([true]);
    await act(async () => expect(await result.current.submit(false)).toBe(false));
    await act(async () => {
      finish();
      await first;
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBeNull();
  });
});

function Dialog({ save, onSaved = vi.fn() }: { save: (values: { reason: string }) => Promise<unknown>; onSaved?: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormDialog
      title="终止"
      visible
      form={form}
      save={save}
      success="已终止"
      onSaved={onSaved}
      refusal="inline"
      fallback="保存失败"
      onClose={vi.fn()}
      okTestId="dialog-ok"
      refusalTestId="dialog-refusal"
    >
      <Form.Item field="reason" label="原因" rules={[{ required: true, message: '请输入原因' }]}>
        <Input aria-label="原因" />
      </Form.Item>
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('saves nothing while the form is invalid; saves the values once it is', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const onSaved = vi.fn();
    render(<Dialog save={save} onSaved={onSaved} />);
    await userEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText('请输入原因')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('原因'), '预算调整');
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ reason: '预算调整' });
    expect(notify.success).toHaveBeenCalledWith('已终止');
  });

  it('shows a refusal in the dialog and keeps what was typed', async () => {
    render(<Dialog save={() => Promise.reject(new HttpError(400, '终止原因不少于10个字'))} />);
    await userEvent.type(screen.getByLabelText('原因'), '太短');
    await userEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByTestId('dialog-refusal')).toHaveTextContent('终止原因不少于10个字');
    expect(screen.getByLabelText('原因')).toHaveValue('太短');
  });
});
