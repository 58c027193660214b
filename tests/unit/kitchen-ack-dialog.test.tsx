import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { acknowledgeAlert } from '../../src/domains/kitchen/api';
import { AckDialog } from '../../src/domains/kitchen/components/ack-dialog';
import type { KitchenAlert } from '../../src/domains/kitchen/types';
import { initI18n } from '../../src/lib/i18n';

// 处理告警 (src/domains/kitchen): the note the dialog asks for before sending — required for 吸烟 and 鼠患 as the
// server requires it (请填写处理说明; its refusals are tested in tests/api/kitchen.test.ts), optional otherwise, trimmed.
vi.mock('../../src/domains/kitchen/api', () => ({ acknowledgeAlert: vi.fn(async (id: string) => ({ ...ALERT, id, handled: true })) }));
vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const ALERT: KitchenAlert = {
  id: '11',
  canteenId: '1',
  canteenName: '第一小学学生食堂',
  schoolName: '东湖区第一小学',
  cameraId: '5',
  cameraName: '烹饪区 1 号',
  type: 'smoking',
  detectedAt: '2026-11-20 09:12:30',
  handled: false,
  state: 'open',
  noteRequired: true,
  ackName: null,
  ackTime: null,
  ackNote: null,
};

beforeAll(() => initI18n('zh-CN'));
beforeEach(() => vi.mocked(acknowledgeAlert).mockClear());

describe('the 处理告警 dialog', () => {
  it('asks for a note for 吸烟 and sends it trimmed', async () => {
    const onSaved = vi.fn();
    render(<AckDialog alert={ALERT} onClose={vi.fn()} onSaved={onSaved} />);
    expect(screen.getByTestId('kitchen-ack-dialog')).toHaveTextContent('2026-11-20 09:12:30 · 第一小学学生食堂 · 烹饪区 1 号 · 吸烟');
    await userEvent.click(screen.getByTestId('kitchen-ack-ok'));
    expect(await screen.findByText('请填写处理说明')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('kitchen-ack-note'), '   ');
    await userEvent.click(screen.getByTestId('kitchen-ack-ok'));
    expect(acknowledgeAlert).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('kitchen-ack-note'), ' 已制止 ');
    await userEvent.click(screen.getByTestId('kitchen-ack-ok'));
    await waitFor(() => expect(acknowledgeAlert).toHaveBeenCalledWith('11', '已制止'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('sends the other kinds without a note', async () => {
    render(<AckDialog alert={{ ...ALERT, type: 'no_hat', noteRequired: false }} onClose={vi.fn()} onSaved={vi.fn()} />);
    expect(screen.getByTestId('kitchen-ack-dialog')).toHaveTextContent('未戴帽子');
    await userEvent.click(screen.getByTestId('kitchen-ack-ok'));
    await waitFor(() => expect(acknowledgeAlert).toHaveBeenCalledWith('11', ''));
    expect(screen.queryByText('请填写处理说明')).not.toBeInTheDocument();
  });
});
